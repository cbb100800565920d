import { useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { failureMessage } from '@/lib/failure-message';

import { readReceiptRow, type Receipt } from '../api/read-receipt';
import { receiptRowWords, receiptSummary } from '../utils/receipt-words';
import { ReceiptSheet } from './receipt-sheet';

type ReceiptViewProps = {
  receiptId: string;
  receipt: Receipt;
  /** Reads one row by the number typed: the public database's; tests pass their own. */
  readRow?: typeof readReceiptRow;
};

/**
 * A receipt anyone holding it can re-check (docs/decisions/030-verifier-batch-checks.md): who
 * checked, when and how many rows; a certificate number typed shows that row's result at the
 * time, and a number not on the receipt shows nothing. On paper it is the sheet alone.
 */
export function ReceiptView({ receiptId, receipt, readRow = readReceiptRow }: ReceiptViewProps) {
  const [number, setNumber] = useState('');
  const [answer, setAnswer] = useState<{ tone: 'info' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function lookUp(event: FormEvent) {
    event.preventDefault();
    const typed = number.trim();
    if (!typed) return;
    setBusy(true);
    try {
      setAnswer({
        tone: 'info',
        text: receiptRowWords(typed, await readRow(receiptId, typed)),
      });
    } catch (error) {
      setAnswer({ tone: 'error', text: failureMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className="space-y-6 print:hidden">
        <p className="text-lg text-slate-800">{receiptSummary(receipt)}</p>
        <p className="text-sm text-slate-600">Receipt number: {receiptId}</p>
        <Button variant="outline" onClick={() => window.print()} className="w-full sm:w-auto">
          Print receipt
        </Button>
        <form onSubmit={(event) => void lookUp(event)} className="max-w-md space-y-4" noValidate>
          <TextField
            label="Certificate number"
            hint="As it is on the receipt or the certificate, such as 086525417."
            value={number}
            onChange={(event) => setNumber(event.target.value)}
            autoComplete="off"
          />
          <Button type="submit" disabled={busy}>
            Show this row
          </Button>
        </form>
        {answer && (
          <Alert tone={answer.tone} title="What the register said" role="status">
            <p>{answer.text}</p>
            <p className="mt-2">
              <Link to={paths.verify.getHref()}>Check this certificate as it stands today</Link>
            </p>
          </Alert>
        )}
      </div>
      <ReceiptSheet receiptId={receiptId} receipt={receipt} />
    </>
  );
}
