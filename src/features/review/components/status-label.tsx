import type { SuspiciousLabel } from '../utils/attempt-labels';

const tones: Record<SuspiciousLabel, string> = {
  'Flagged as Suspicious': 'bg-amber-100 text-amber-900 ring-amber-700/30',
  'Under Investigation': 'bg-brand-100 text-brand-900 ring-brand-700/30',
};

/** The stage a suspicious record has reached, as a small coloured label. */
export function StatusLabel({ label }: { label: SuspiciousLabel }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[label]}`}
    >
      {label}
    </span>
  );
}
