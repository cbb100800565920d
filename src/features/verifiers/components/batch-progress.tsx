import { Button } from '@/components/ui/button';
import { timeLeft } from '@/lib/csv-file';

/** Rows done of the total, the time left, and a way to stop. */
export function BatchProgress({
  done,
  total,
  elapsedMs,
  onCancel,
}: {
  done: number;
  total: number;
  /** From the start to the latest batch done: the time left is reckoned from that rate. */
  elapsedMs: number;
  onCancel: () => void;
}) {
  const left = timeLeft(done, total, elapsedMs);
  const text = `${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} rows done${left ? `, ${left}` : ''}`;
  return (
    <div className="space-y-3">
      <div
        role="progressbar"
        aria-label="Check progress"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={text}
        className="h-4 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full bg-brand-700"
          style={{ width: `${total === 0 ? 0 : (done / total) * 100}%` }}
        />
      </div>
      <p role="status" className="text-slate-700">
        {text}
      </p>
      <Button variant="outline" onClick={onCancel}>
        Cancel the check
      </Button>
    </div>
  );
}
