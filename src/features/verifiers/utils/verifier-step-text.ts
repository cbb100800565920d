import type { StoredVerifierRequest } from '@/domain/verifier-requests';
import { verifierSubject, type VerifierAccount } from '@/domain/verifiers';

/** A step on the Verifiers screen that the admin confirms before it is taken. */
export type ConfirmedChoice =
  | { kind: 'suspend'; account: VerifierAccount }
  | { kind: 'reactivate'; account: VerifierAccount }
  | { kind: 'close-request'; request: StoredVerifierRequest };

/** A step taken or tried: one confirmed, or an allowance with the rows a day asked for. */
export type VerifiersStep =
  ConfirmedChoice | { kind: 'change-allowance'; account: VerifierAccount; dailyAllowance: number };

const rows = (count: number) => `${count.toLocaleString('en-GB')} rows a day`;

/** The account or request a step is about, as the history names it. */
export function stepSubject(step: VerifiersStep): string {
  const { organisation, email } = step.kind === 'close-request' ? step.request : step.account;
  return verifierSubject(organisation, email);
}

/** The words of the dialog that asks the admin to confirm a step. */
export function confirmText(chosen: ConfirmedChoice): {
  title: string;
  button: string;
  what: string;
} {
  switch (chosen.kind) {
    case 'suspend':
      return {
        title: 'Suspend this verifier account?',
        button: 'Suspend Account',
        what: 'It checks no more candidates and makes no receipts until it is reactivated: signing in, it is told its account is suspended. Receipts it has made stay open to whoever holds them.',
      };
    case 'reactivate':
      return {
        title: 'Reactivate this verifier account?',
        button: 'Reactivate Account',
        what: `It can check candidates again, up to its ${rows(chosen.account.dailyAllowance)}.`,
      };
    case 'close-request':
      return {
        title: 'Close this request?',
        button: 'Close Request',
        what: 'It leaves this list, and closing it is recorded on Activity. Closing sends the requester nothing: invite them first if they are to have an account.',
      };
  }
}

/** What a step did, said above the lists. */
export function doneText(step: VerifiersStep): string {
  const subject = stepSubject(step);
  switch (step.kind) {
    case 'suspend':
      return `${subject} is suspended: it checks no candidates until it is reactivated.`;
    case 'reactivate':
      return `${subject} is active again.`;
    case 'change-allowance':
      return `${subject} may now check ${rows(step.dailyAllowance)}.`;
    case 'close-request':
      return `The request from ${subject} is closed.`;
  }
}

/** Why a step failed, naming what it was about; `message` as failureMessage says it. */
export function failedText(step: VerifiersStep, message: string): string {
  const subject = stepSubject(step);
  return step.kind === 'close-request'
    ? `The request from ${subject} was not closed: ${message}`
    : `${subject} was not changed: ${message}`;
}
