import { QrCode } from '@/components/certificate-sheet/qr-code';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { formatDateTime } from '@/domain/dates';

import type { Receipt } from '../api/read-receipt';
import { receiptAddress } from '../utils/receipt-address';
import { receiptChecker } from '../utils/receipt-words';

type ReceiptSheetProps = { receiptId: string; receipt: Receipt };

/**
 * A receipt as it prints, on paper only: one A4 page (the site's print stylesheet sizes it) with
 * who checked, when and how many rows, and the receipt's address in words and as a QR code, so
 * that whoever holds the paper can open the receipt and re-check a row.
 */
export function ReceiptSheet({ receiptId, receipt }: ReceiptSheetProps) {
  const address = receiptAddress(receiptId);
  const today = new URL(paths.verify.getHref(), address).toString();
  return (
    <article
      aria-label="The receipt as it prints"
      className="hidden text-[11pt] text-slate-900 print:block"
    >
      <header className="border-b-2 border-brand-800 pb-[4mm]">
        <p className="font-serif text-[22pt] font-bold text-brand-900">{site.name}</p>
        <p className="mt-[1mm] text-[14pt] font-semibold">Receipt of a certificate check</p>
      </header>

      <dl className="mt-[8mm] grid grid-cols-[auto_1fr] gap-x-[8mm] gap-y-[3mm] text-[12pt]">
        <dt className="font-semibold">Checked by</dt>
        <dd>{receiptChecker(receipt)}</dd>
        <dt className="font-semibold">Checked on</dt>
        <dd>{formatDateTime(receipt.at)}</dd>
        <dt className="font-semibold">Candidates checked</dt>
        <dd>{receipt.rowCount.toLocaleString('en-GB')}</dd>
        <dt className="font-semibold">Receipt number</dt>
        <dd className="font-mono">{receiptId}</dd>
      </dl>

      <div className="mt-[10mm] flex break-inside-avoid items-start gap-[8mm]">
        <QrCode value={address} className="size-[45mm] shrink-0" />
        <div>
          <p className="font-semibold">Re-check a row of this receipt</p>
          <p className="mt-[2mm]">
            Scan the code or open <span className="font-mono break-all">{address}</span>, then type
            a certificate number from the check: the page shows what the register said about it at
            the time of the check. A number that is not on the receipt shows nothing.
          </p>
        </div>
      </div>

      <p className="mt-[10mm] border-t border-slate-300 pt-[3mm] text-[9pt] text-slate-700">
        A receipt shows a certificate’s status at the time of the check, not necessarily today’s. To
        check a certificate as it stands today, use the certificate check at{' '}
        <span className="font-mono">{today}</span>.
      </p>
    </article>
  );
}
