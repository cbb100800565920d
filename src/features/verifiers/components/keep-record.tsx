import { useEffect, useId, useReducer, useRef } from 'react';

import { Button } from '@/components/ui/button';
import { CHECK_READ_MINUTES } from '@/domain/limits';
import type { CheckMade } from '@/domain/public-check';

import type { KeepRecordOfCheck, KeepRecordOutcome } from '../api/keep-record-of-check';
import { keepRecordOnDemand } from '../api/keep-record-on-demand';
import { canKeep, initialKeepRecordScreen, keepRecordScreen } from '../utils/keep-record-screen';
import { KeepRecordAnswer } from './keep-record-answer';

type KeepRecordProps = {
  /** The check the answer above came from. */
  check: CheckMade;
  /** Keeps the record: the public one, loaded on demand; tests pass their own. */
  keep?: KeepRecordOfCheck;
};

/**
 * Under a public check's answer (docs/decisions/030-verifier-batch-checks.md): a one-row receipt
 * of the check, whose link shows anyone holding it what the register said at the time.
 */
export function KeepRecord({ check, keep = keepRecordOnDemand }: KeepRecordProps) {
  const [screen, dispatch] = useReducer(keepRecordScreen, initialKeepRecordScreen);
  const keeping = useRef(false);
  const answerRef = useRef<HTMLDivElement>(null);
  const headingId = useId();

  // An answer takes focus: the button it replaces, or follows, would otherwise leave it nowhere.
  useEffect(() => {
    if (screen.step !== 'offered' && screen.step !== 'keeping') answerRef.current?.focus();
  }, [screen.step]);

  async function keepRecord() {
    // One at a time: a second receipt of the same check would cost the visitor a check.
    if (keeping.current || !canKeep(screen)) return;
    keeping.current = true;
    dispatch({ type: 'keeping' });
    let outcome: KeepRecordOutcome;
    try {
      outcome = await keep(check);
    } catch (error) {
      // keep() reports its own failures; this only guards against its module failing to load.
      console.error('The record of the check could not be kept', error);
      outcome = { status: 'unavailable' };
    }
    keeping.current = false;
    dispatch({ type: 'answered', outcome });
  }

  const offered = canKeep(screen) || screen.step === 'keeping';
  return (
    <section
      aria-labelledby={headingId}
      className="mt-6 space-y-3 rounded-lg border border-slate-200 bg-white p-5 print:hidden"
    >
      <h2 id={headingId} className="font-semibold text-slate-900">
        A record of this check
      </h2>
      {offered ? (
        <>
          <p className="text-slate-700">
            A receipt is a link that shows what our register said at the time of this check, for
            your files or for anyone you pass it to. It holds no names.
          </p>
          <p className="text-sm text-slate-600">
            Keep it within {CHECK_READ_MINUTES} minutes of the check: later, or after another check,
            keeping it checks the certificate again, which counts towards the checks we allow in an
            hour.
          </p>
        </>
      ) : null}
      <div aria-live="polite">
        <KeepRecordAnswer screen={screen} number={check.number} answerRef={answerRef} />
      </div>
      {offered ? (
        <Button
          variant="outline"
          disabled={screen.step === 'keeping'}
          onClick={() => void keepRecord()}
          className="w-full sm:w-auto"
        >
          {screen.step === 'keeping'
            ? 'Keeping a record...'
            : screen.step === 'failed'
              ? 'Try again'
              : 'Keep a record of this check'}
        </Button>
      ) : null}
    </section>
  );
}
