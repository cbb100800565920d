import { Button, ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { DetailedQualification } from '@/domain/catalogue';

import { KeyFacts } from './key-facts';

type KeyFactsPanelProps = {
  qualification: DetailedQualification;
  headingId: string;
};

/** The qualification's key facts beside its page, with where to take it, check it or print it. */
export function KeyFactsPanel({ qualification, headingId }: KeyFactsPanelProps) {
  return (
    <aside aria-labelledby={headingId} className="lg:col-start-2 lg:row-start-1 print:mb-3">
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:sticky lg:top-24 print:rounded-none print:border-0 print:shadow-none">
        <img
          src={qualification.image}
          alt=""
          width={320}
          height={160}
          className="hidden aspect-[2/1] w-full bg-brand-50 object-cover lg:block print:hidden"
        />
        <div className="p-5 sm:p-6 print:p-0">
          <h2 id={headingId} className="text-xl font-bold text-brand-900 print:text-base">
            Key facts
          </h2>
          <div className="mt-4 print:mt-1">
            <KeyFacts qualification={qualification} />
          </div>
          <div className="mt-6 grid gap-3 print:hidden">
            <ButtonLink to={paths.centres.getHref()}>Find an approved centre</ButtonLink>
            <ButtonLink to={paths.verify.getHref()} variant="outline">
              Verify a certificate
            </ButtonLink>
            <Button variant="ghost" onClick={() => window.print()}>
              Print this page
            </Button>
          </div>
        </div>
      </div>
    </aside>
  );
}
