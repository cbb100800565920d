import { useSearchParams } from 'react-router-dom';

import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { fileReportOnDemand, prepareReport } from '@/features/reports/api/report-on-demand';
import { ReportForm } from '@/features/reports/components/report-form';

export default function ReportCertificatePage() {
  const [searchParams] = useSearchParams();
  const number = (searchParams.get('certificateNumber') ?? '').slice(0, 32);

  return (
    <>
      <PageMeta
        title="Report a Suspicious Certificate"
        description="Tell Larkfield Awards about a certificate you doubt: our fraud team looks into every report."
      />
      <PageHero
        title="Report a Suspicious Certificate"
        subtitle="If a certificate in our name looks wrong to you, tell us. It takes a minute."
      />
      <Container className="grid gap-12 py-12 sm:py-16 lg:grid-cols-3">
        <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 lg:col-span-2">
          <ReportForm
            key={number}
            initialNumber={number}
            file={fileReportOnDemand}
            prepare={prepareReport}
          />
        </div>
        <aside aria-label="About reports" className="space-y-3 text-slate-700">
          <h2 className="text-lg font-semibold text-slate-900">What happens next</h2>
          <p>
            Our fraud team reviews every report and may contact the centre that issued the
            certificate. We do not tell anyone who made a report.
          </p>
          <p>
            A report does not tell you whether a certificate is genuine: to check that, use the
            certificate check with the learner&apos;s name.
          </p>
        </aside>
      </Container>
    </>
  );
}
