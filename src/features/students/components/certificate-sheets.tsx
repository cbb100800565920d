import type { PrintBatch } from '../api/print-batch';
import { sortForPrinting } from '../utils/print-run';
import { CertificateSheet } from './certificate-sheet';

/**
 * The page itself, whatever the browser's settings: A4 landscape with no margin, each certificate
 * filling one page. Rendered with the page, so it applies only while certificates are shown.
 */
const sheetStyles = `
@page { size: A4 landscape; margin: 0; }
.certificate-sheet { box-sizing: border-box; width: 297mm; height: 210mm; padding: 9mm; overflow: hidden; background: #fff; }
@media print {
  html, body { background: #fff; print-color-adjust: exact; -webkit-print-color-adjust: exact; }
  .certificate-sheet { break-after: page; break-inside: avoid; }
  .certificate-sheet:last-child { break-after: auto; }
}
`;

/** The print page's own styles: one A4 landscape page per certificate. */
export function SheetStyles() {
  return <style>{sheetStyles}</style>;
}

/** The certificates of a run that may be printed, one sheet each, as they will print. */
export function CertificateSheets({ batch }: { batch: PrintBatch }) {
  return (
    <div
      role="region"
      aria-label="Certificates to print"
      // Wider than a phone: the box scrolls sideways, so keyboard users must reach it too.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="overflow-x-auto bg-slate-100 py-6 print:overflow-visible print:bg-white print:p-0"
    >
      <div className="mx-auto w-[297mm] space-y-6 print:space-y-0">
        {sortForPrinting(batch.certificates).ready.map((certificate) => (
          <CertificateSheet
            key={certificate.id}
            certificate={certificate}
            replacesNumber={
              certificate.replaces ? batch.replacedNumbers[certificate.replaces] : undefined
            }
          />
        ))}
      </div>
    </div>
  );
}
