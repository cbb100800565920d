import { verifierEvent } from '../access-events';
import type { Changes, VerifierAction } from '../audit';
import { collections } from '../collections';
import type { VERIFIER_KEYS } from '../document-keys';
import type { Invitation } from '../invitations';
import { DAILY_ALLOWANCE_MAX, DAILY_ALLOWANCE_MIN } from '../limits';
import type { StaffActor } from '../staff';
import {
  isDailyAllowance,
  verifierSubject,
  type VerifierAccount,
  type VerifierRole,
} from '../verifiers';
import { eventPathOf, pathOf, SERVER_TIME, type Plan } from './plan';

/**
 * Employers' verifier accounts (docs/decisions/030-verifier-batch-checks.md): made by accepting
 * an invitation to the role 'verifier' (planAcceptInvitation in ./invitation.ts calls the
 * planner here), then suspended, reactivated or given another daily allowance by an admin, each
 * step with an event that follows the account's last.
 */

type VerifierRecord = Record<(typeof VERIFIER_KEYS)[number], unknown>;

export const verifierPathOf = (uid: string) => pathOf(collections.verifiers, uid);

/**
 * The invitee's own verifier account, exactly as invited, active from the commit, the invitation
 * used up, and the event of their joining, which follows the invitation's and carries the code of
 * the link (the rules compare its hash with the invitation's). No staff entry is written.
 */
export function planJoinAsVerifier({
  invitation,
  role,
  uid,
  eventId,
  linkCode,
}: {
  invitation: Invitation;
  role: VerifierRole;
  uid: string;
  eventId: string;
  linkCode: string;
}): Plan {
  const { email } = invitation;
  const account: VerifierRecord = {
    organisation: role.organisation,
    email,
    dailyAllowance: role.dailyAllowance,
    status: 'active',
    addedBy: invitation.invitedBy,
    addedAt: SERVER_TIME,
    accessEventId: eventId,
    lastEventId: eventId,
  };
  const event = verifierEvent({
    verifierUid: uid,
    action: 'verifier.joined',
    actor: { uid, email },
    subject: verifierSubject(role.organisation, email),
    changes: {
      verifierAccess: { from: false, to: true },
      dailyAllowance: { from: null, to: role.dailyAllowance },
    },
    prevEventId: invitation.lastEventId,
  });
  return {
    writes: [
      { op: 'set', path: verifierPathOf(uid), data: account },
      { op: 'delete', path: pathOf(collections.invitations, email) },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, linkCode, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}

/** An admin's step on a verifier account. */
export type VerifierStep =
  | { kind: 'suspend' }
  | { kind: 'reactivate' }
  | { kind: 'change-allowance'; dailyAllowance: number };

/** Why a step is not open for the account as read, or null when it is. */
export function verifierStepRefusal(account: VerifierAccount, step: VerifierStep): string | null {
  if (step.kind === 'suspend' && account.status !== 'active') {
    return `${account.organisation} is suspended already.`;
  }
  if (step.kind === 'reactivate' && account.status !== 'suspended') {
    return `${account.organisation} is active already.`;
  }
  if (step.kind === 'change-allowance') {
    if (!isDailyAllowance(step.dailyAllowance)) {
      return `An allowance is a whole number of rows a day from ${DAILY_ALLOWANCE_MIN} to ${DAILY_ALLOWANCE_MAX}.`;
    }
    if (step.dailyAllowance === account.dailyAllowance) {
      return `${account.organisation} has an allowance of ${account.dailyAllowance} rows a day already.`;
    }
  }
  return null;
}

/**
 * A step on the account as read: its status or its allowance changed, its latest event named,
 * and the event recording the change from what it was. Throws when the step is not open.
 */
export function planVerifierStep({
  account,
  step,
  actor,
  eventId,
}: {
  account: VerifierAccount;
  step: VerifierStep;
  actor: StaffActor;
  eventId: string;
}): Plan {
  const refusal = verifierStepRefusal(account, step);
  if (refusal) throw new Error(refusal);
  const change: { action: VerifierAction; fields: Record<string, unknown>; changes: Changes } =
    step.kind === 'change-allowance'
      ? {
          action: 'verifier.allowance-changed' as const,
          fields: { dailyAllowance: step.dailyAllowance },
          changes: { dailyAllowance: { from: account.dailyAllowance, to: step.dailyAllowance } },
        }
      : {
          action:
            step.kind === 'suspend'
              ? ('verifier.suspended' as const)
              : ('verifier.reactivated' as const),
          fields: { status: step.kind === 'suspend' ? 'suspended' : 'active' },
          changes: {
            status: {
              from: account.status,
              to: step.kind === 'suspend' ? 'suspended' : 'active',
            },
          },
        };
  const event = verifierEvent({
    verifierUid: account.uid,
    action: change.action,
    actor,
    subject: verifierSubject(account.organisation, account.email),
    changes: change.changes,
    prevEventId: account.lastEventId,
  });
  return {
    writes: [
      {
        op: 'update',
        path: verifierPathOf(account.uid),
        data: { ...change.fields, lastEventId: eventId },
      },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}
