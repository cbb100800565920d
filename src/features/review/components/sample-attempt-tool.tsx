import { useState } from 'react';

import { Button } from '@/components/ui/button';

type SampleAttemptToolProps = {
  create: () => Promise<void>;
  /** Called after a sample is added, to reload the queues. */
  onCreated: () => Promise<void>;
};

/**
 * Local emulators only: adds a made-up failed attempt so the queue can be tried without going
 * through the public page. The screen renders this only when the api offers it.
 */
export function SampleAttemptTool({ create, onCreated }: SampleAttemptToolProps) {
  const [working, setWorking] = useState(false);
  const [message, setMessage] = useState('');

  async function handleClick() {
    setWorking(true);
    setMessage('');
    try {
      await create();
      await onCreated();
      setMessage('A sample attempt has been added to Failed Verifications.');
    } catch (error) {
      console.error('Could not add a sample failed verification.', error);
      setMessage('The sample attempt could not be added. Please try again.');
    } finally {
      setWorking(false);
    }
  }

  return (
    <div className="rounded-xl border border-dashed border-slate-400 bg-slate-50 p-4">
      <p className="text-sm text-slate-700">
        You are using the local emulators. Add a made-up failed attempt to try the review steps.
      </p>
      <div className="mt-3 flex flex-wrap items-center gap-3">
        <Button variant="outline" size="sm" onClick={handleClick} disabled={working}>
          {working ? 'Adding...' : 'Create Sample Failed Verification'}
        </Button>
        <p role="status" className="text-sm text-slate-700">
          {message}
        </p>
      </div>
    </div>
  );
}
