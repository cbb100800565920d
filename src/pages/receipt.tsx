import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';

import { Container } from '@/components/layout/container';
import { PageMeta } from '@/components/page-meta';
import { Alert } from '@/components/ui/alert';
import { readReceipt, type Receipt } from '@/features/verifiers/api/read-receipt';
import { ReceiptView } from '@/features/verifiers/components/receipt-view';

type Loaded = { receiptId: string; receipt: Receipt | null } | { receiptId: string; failed: true };

/** A receipt of a certificate check, by its id (docs/decisions/030-verifier-batch-checks.md). */
export default function ReceiptPage() {
  const { receiptId = '' } = useParams();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  useEffect(() => {
    if (!receiptId) return;
    let current = true;
    readReceipt(receiptId).then(
      (receipt) => current && setLoaded({ receiptId, receipt }),
      () => current && setLoaded({ receiptId, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [receiptId]);

  const shown = loaded?.receiptId === receiptId ? loaded : null;
  return (
    <>
      <PageMeta
        title="Receipt of a certificate check"
        description="Re-check a row of a receipt of a certificate check."
      />
      {/* On paper, the receipt's own sheet says what it is. */}
      <Container className="py-10 sm:py-12 print:max-w-none print:p-0">
        <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl print:hidden">
          Receipt of a certificate check
        </h1>
        <div className="mt-6 print:mt-0">
          {!receiptId && <p>Open the receipt’s address, as it was given to you.</p>}
          {receiptId && !shown && <p role="status">Loading the receipt…</p>}
          {shown && 'failed' in shown && (
            <Alert tone="error" title="The receipt could not be read" role="alert">
              Try again in a moment.
            </Alert>
          )}
          {shown && 'receipt' in shown && !shown.receipt && (
            <Alert tone="error" title="No such receipt" role="alert">
              Check the address: there is no receipt with this number.
            </Alert>
          )}
          {shown && 'receipt' in shown && shown.receipt && (
            <ReceiptView receiptId={receiptId} receipt={shown.receipt} />
          )}
        </div>
      </Container>
    </>
  );
}
