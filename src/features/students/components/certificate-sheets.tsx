import { CertificateSheet } from '@/components/certificate-sheet/certificate-sheet';

import type { PrintBatch } from '../api/print-batch';
import { sortForPrinting } from '../utils/print-run';

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
