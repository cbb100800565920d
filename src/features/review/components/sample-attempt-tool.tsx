import { Button } from '@/components/ui/button';

import { useCreateSampleAttempt } from '../hooks/use-review-step';

type SampleAttemptToolProps = {
  /** Adds the sample; the queues are read again afterwards. */
  create: () => Promise<void>;
};

/**
 * Local emulators only: adds a made-up failed attempt so the queue can be tried without going
 * through the public page. The screen renders this only when the api offers it.
 */
export function SampleAttemptTool({ create }: SampleAttemptToolProps) {
  const sample = useCreateSampleAttempt(create);
  const message = sample.isSuccess
    ? 'A sample attempt has been added to Failed Verifications.'
    : sample.isError
      ? 'The sample attempt could not be added. Please try again.'
      : '';

  return (
    <div className="rounded-xl border border-dashed border-slate-400 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        You are using the local emulators. Add a made-up failed attempt to try the review steps.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() => sample.mutate()}
          disabled={sample.isPending}
        >
          {sample.isPending ? 'Adding...' : 'Create Sample Failed Verification'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {message}
        </p>
      </div>
    </div>
  );
}
