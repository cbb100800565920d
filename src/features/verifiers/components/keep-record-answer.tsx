import type { Ref } from 'react';

import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/domain/dates';

import type { KeepRecordScreen } from '../utils/keep-record-screen';
import { receiptAddress } from '../utils/receipt-address';

const box = 'rounded-lg border-l-4 p-4 focus:outline-2 focus:outline-offset-2';

type KeepRecordAnswerProps = {
  screen: KeepRecordScreen;
  /** The number the receipt's row is found by. */
  number: string;
  /** Receives the answer, so focus can move to it when it arrives. */
  answerRef: Ref<HTMLDivElement>;
};

/** What became of a request to keep a record of a check: its receipt, or why there is none. */
export function KeepRecordAnswer({ screen, number, answerRef }: KeepRecordAnswerProps) {
  if (screen.step === 'kept') {
    return (
      <div
        ref={answerRef}
        tabIndex={-1}
        className={`${box} border-green-700 bg-green-50 text-green-950`}
      >
        <h3 className="font-semibold">Record kept</h3>
        <p className="mt-2 break-words">
          Your receipt:{' '}
          <Link to={paths.receipt.getHref(screen.receiptId)} className="font-semibold underline">
            {receiptAddress(screen.receiptId)}
          </Link>
        </p>
        <p className="mt-2">
          Anyone holding this link can re-check what the register said at the time of this check: on
          the receipt, they type the number <strong>{number}</strong>.
        </p>
      </div>
    );
  }
  if (screen.step === 'throttled') {
    return (
      <div
        ref={answerRef}
        tabIndex={-1}
        className={`${box} border-amber-600 bg-amber-50 text-amber-950`}
      >
        <h3 className="font-semibold">Too many checks</h3>
        <p className="mt-2">
          Keeping this record meant checking the certificate again, and you have made as many checks
          as we allow in an hour from one browser. This protects learners&apos; records from being
          guessed. You can check again from <strong>{formatDateTime(screen.retryAt)}</strong>, and
          keep a record of that check.
        </p>
      </div>
    );
  }
  if (screen.step === 'failed') {
    return (
      <div
        ref={answerRef}
        tabIndex={-1}
        role="alert"
        className={`${box} border-red-700 bg-red-50 text-red-900`}
      >
        <h3 className="font-semibold">The record could not be kept</h3>
        <p className="mt-2">
          We could not reach our records, so no receipt was made. Check your internet connection and
          try again.
        </p>
      </div>
    );
  }
  return null;
}
