import type { Ref } from 'react';

import { Alert } from '@/components/ui/alert';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/domain/dates';

import type { KeepRecordScreen } from '../utils/keep-record-screen';
import { receiptAddress } from '../utils/receipt-address';

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
      <Alert tone="success" role="none" focusRef={answerRef} titleAs="h3" title="Record kept">
        <p className="break-words">
          Your receipt:{' '}
          <Link to={paths.receipt.getHref(screen.receiptId)} className="font-semibold underline">
            {receiptAddress(screen.receiptId)}
          </Link>
        </p>
        <p className="mt-2">
          Anyone holding this link can re-check what the register said at the time of this check: on
          the receipt, they type the number <strong>{number}</strong>.
        </p>
      </Alert>
    );
  }
  if (screen.step === 'throttled') {
    return (
      <Alert tone="warning" role="none" focusRef={answerRef} titleAs="h3" title="Too many checks">
        <p>
          Keeping this record meant checking the certificate again, and you have made as many checks
          as we allow in an hour from one browser. This protects learners&apos; records from being
          guessed. You can check again from <strong>{formatDateTime(screen.retryAt)}</strong>, and
          keep a record of that check.
        </p>
      </Alert>
    );
  }
  if (screen.step === 'failed') {
    return (
      <Alert
        tone="error"
        role="alert"
        focusRef={answerRef}
        titleAs="h3"
        title="The record could not be kept"
      >
        <p>
          We could not reach our records, so no receipt was made. Check your internet connection and
          try again.
        </p>
      </Alert>
    );
  }
  return null;
}
