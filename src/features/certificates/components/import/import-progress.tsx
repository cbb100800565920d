import type { ImportProgress } from '../../api/import-certificates';
import { timeLeft } from '../../utils/import-files';
import { count } from '../../utils/import-text';

type ImportProgressBarProps = {
  progress: ImportProgress;
  elapsedMs: number;
};

/**
 * Rows done of the total, with the time left. The bar carries the figures for a screen reader
 * that reaches it; the status line below is announced as each tenth of the file is done, not on
 * every row.
 */
export function ImportProgressBar({ progress, elapsedMs }: ImportProgressBarProps) {
  const finished = progress.done + progress.failed;
  const percent = progress.total === 0 ? 0 : Math.floor((finished / progress.total) * 100);
  const left = timeLeft(finished, progress.total, elapsedMs);
  const text = `${count(finished)} of ${count(progress.total)} rows done${left ? `, ${left}` : ''}`;
  const milestone = Math.floor(percent / 10) * 10;
  return (
    <div>
      <div
        role="progressbar"
        aria-label="Import progress"
        aria-valuemin={0}
        aria-valuemax={progress.total}
        aria-valuenow={finished}
        aria-valuetext={text}
        className="h-4 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-2 text-slate-800" aria-hidden="true">
        {text}
      </p>
      <p role="status" className="sr-only">
        {milestone > 0 ? `${milestone}% imported` : ''}
      </p>
    </div>
  );
}
