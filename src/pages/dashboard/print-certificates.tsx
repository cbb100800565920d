import { useSearchParams } from 'react-router-dom';

import { PageMeta } from '@/components/page-meta';
import { PrintCertificates } from '@/features/students/components/print-certificates';
import { parsePrintSelection } from '@/features/students/utils/print-selection';

export default function DashboardPrintCertificatesPage() {
  const [searchParams] = useSearchParams();
  return (
    <>
      <PageMeta title="Print certificates" description="Print certificates with a QR code." />
      <PrintCertificates selection={parsePrintSelection(searchParams)} />
    </>
  );
}
