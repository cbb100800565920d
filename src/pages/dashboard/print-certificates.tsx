import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/page-meta';
import { parseCentreFilter, queryScopeFor } from '@/domain/query-scope';
import { useStaffRole } from '@/features/auth/session-context';
import { PrintCertificates } from '@/features/students/components/print-certificates';
import { parsePrintSelection } from '@/features/students/utils/print-selection';

export default function DashboardPrintCertificatesPage() {
  const role = useStaffRole();
  const [searchParams] = useSearchParams();
  const scope = queryScopeFor(role, parseCentreFilter(searchParams.get('centre')));
  return (
    <>
      <PageMeta title="Print certificates" description="Print certificates with a QR code." />
      <PrintCertificates selection={parsePrintSelection(searchParams)} scope={scope} />
    </>
  );
}
