import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

import { fileReportOnDemand, prepareReport } from '../api/report-on-demand';
import { ReportForm } from './report-form';

/** Under a check's answer: a visitor who doubts the certificate reports it there and then. */
export function ReportDisclosure({ certificateNumber }: { certificateNumber: string }) {
  return (
    <details className="mt-6 rounded-lg border border-slate-200 bg-white p-5 print:hidden">
      <summary className="cursor-pointer font-semibold text-slate-900">
        Doubt this certificate? Report it to us
      </summary>
      <p className="mt-3 text-sm text-slate-600">
        Tell us what makes you doubt it. Reports go to our fraud team; you can also{' '}
        <Link to={paths.report.getHref(certificateNumber)} className="underline">
          report it on its own page
        </Link>
        .
      </p>
      <div className="mt-4">
        <ReportForm
          initialNumber={certificateNumber}
          file={fileReportOnDemand}
          prepare={prepareReport}
        />
      </div>
    </details>
  );
}
