import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/page-meta';
import { firestorePrintApi } from '@/features/students/api/print-batch';
import { PrintCertificates } from '@/features/students/components/print-certificates';
import { parsePrintSelection } from '@/features/students/utils/print-selection';
import { StaffQueryProvider } from '@/lib/query-client';

export default function DashboardPrintCertificatesPage() {
  const [searchParams] = useSearchParams();
  return (
    <StaffQueryProvider>
      <PageMeta title="Print certificates" description="Print certificates with a QR code." />
      <PrintCertificates selection={parsePrintSelection(searchParams)} api={firestorePrintApi} />
    </StaffQueryProvider>
  );
}
