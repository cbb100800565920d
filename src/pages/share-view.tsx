import { useParams } from 'react-router-dom';

import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import {
  prepareShareView,
  viewShareOnDemand,
} from '@/features/share-codes/api/view-share-on-demand';
import { ShareViewForm } from '@/features/share-codes/components/share-view-form';

/**
 * A learner's share code opened (docs/decisions/031-learners.md): with the holder's surname, what
 * a check of their certificate shows today.
 */
export default function ShareViewPage() {
  const { code = '' } = useParams();
  return (
    <>
      <PageMeta
        title="View a Shared Certificate"
        description={`Someone has shared a ${site.name} certificate with you: enter their surname to see what our register shows today.`}
      />
      <PageHero
        title="View a Shared Certificate"
        subtitle="The holder of a certificate gave you a share code. Type their surname to see what our register shows about it today."
      />
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
          <ShareViewForm
            key={code}
            code={code}
            view={viewShareOnDemand}
            prepare={prepareShareView}
          />
        </div>
        <aside aria-label="About share codes" className="space-y-3 text-slate-700">
          <h2 className="text-lg font-bold text-brand-900">About share codes</h2>
          <p>
            A share code works until the date its holder chose, or until they withdraw it. The
            certificate itself does not expire: its status is shown as it stands today.
          </p>
          <p>
            Each view is logged as a check. With the certificate number and the holder&apos;s names
            you can also <Link to={paths.verify.getHref()}>verify a certificate</Link>.
          </p>
        </aside>
      </Container>
    </>
  );
}
