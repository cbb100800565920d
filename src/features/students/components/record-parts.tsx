import type { Certificate } from '@/domain/certificate';
import { printRefusal } from '@/domain/certificate-print';
import { formatAwardedDate } from '@/domain/dates';

import { PrintCertificateButton } from './print-actions';

/*
 * The parts of a record that the Student List shows alike as a table row and as a card.
 */

export function Missing() {
  return <span className="text-slate-600">Not recorded</span>;
}

/** '19 November 2026' may wrap before the year, never between the day and the month. */
export function AwardedDate({ value }: { value: string }) {
  if (!value) return <Missing />;
  return formatAwardedDate(value).replace(/^(\d{1,2}) (\p{L}+)/u, '$1\u00a0$2');
}

type SelectForPrintingProps = {
  certificate: Certificate;
  selected: boolean;
  onToggle?: (certificate: Certificate) => void;
  className?: string;
};

/** A record's tick for batch printing; disabled for one that may not be printed. */
export function SelectForPrinting({
  certificate,
  selected,
  onToggle,
  className = 'size-4',
}: SelectForPrintingProps) {
  return (
    <input
      type="checkbox"
      aria-label={`Select ${certificate.fullName} for printing`}
      checked={selected}
      disabled={!onToggle || printRefusal(certificate) !== null}
      onChange={() => onToggle?.(certificate)}
      className={`${className} accent-brand-700`}
    />
  );
}

/** What can be done with one record of the list: open it, or print its certificate. */
export function RecordActions({
  certificate,
  onView,
}: {
  certificate: Certificate;
  onView: (certificate: Certificate) => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <button
        type="button"
        onClick={() => onView(certificate)}
        aria-label={`View Details for ${certificate.fullName}`}
        className="rounded-md px-1.5 py-1 font-semibold whitespace-nowrap text-brand-700 underline underline-offset-2 hover:bg-brand-50 hover:text-brand-900"
      >
        View Details
      </button>
      <PrintCertificateButton certificate={certificate} inRow />
    </div>
  );
}
