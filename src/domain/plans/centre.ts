import { centreEvent } from '../access-events';
import { collections } from '../collections';
import { centreLabel, centreStatusFrom, type CentreStatus } from '../centres';
import type { CENTRE_KEYS } from '../document-keys';
import type { StaffActor } from '../staff';
import { textFrom } from '../stored-values';
import type { StoredData } from './certificate-step';
import { eventPathOf, pathOf, SERVER_TIME, type Plan } from './plan';

/**
 * The centres' changes (docs/decisions/027-centres.md): an admin approves a centre, suspends it
 * and reactivates it, each with the event that records it. The Centres screen, the seed, the
 * backfill and the end-to-end fixtures all apply these plans; the rules hold a centre's write and
 * its event to each other.
 */

/** A centre step is not open now; the message says why. */
export class CentreChangeRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CentreChangeRefusedError';
  }
}

/**
 * A training centre approved for the register: its entry in `centres/`, active from the commit,
 * naming who approved it, and the event that records it. A centre whose name nobody has given
 * yet (one the backfill finds in use) has an empty name, which the staff screens show as its
 * number alone.
 */
export function planApproveCentre({
  centreNumber,
  name,
  actor,
  eventId,
}: {
  centreNumber: string;
  name: string;
  actor: StaffActor;
  eventId: string;
}): Plan {
  const record: Record<(typeof CENTRE_KEYS)[number], unknown> = {
    name,
    nameLower: name.toLowerCase(),
    status: 'active',
    approvedAt: SERVER_TIME,
    approvedBy: actor.email,
    approvedByUid: actor.uid,
    lastEventId: eventId,
  };
  const event = centreEvent({
    centreNumber,
    action: 'centre.approved',
    actor,
    subject: centreLabel({ centreNumber, name }),
    changes: { name: { from: null, to: name }, status: { from: null, to: 'active' } },
    prevEventId: null,
  });
  return {
    writes: [
      { op: 'set', path: pathOf(collections.centres, centreNumber), data: record },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}

/**
 * Why a centre cannot be given this status now, or null if it can: it is not on the register, or
 * it has that status already.
 */
function centreStatusRefusal(stored: StoredData | undefined, to: CentreStatus): string | null {
  if (!stored) return 'This centre is not on the register.';
  if (centreStatusFrom(stored.status) === to) {
    return to === 'suspended'
      ? 'This centre is suspended already.'
      : 'This centre is active already.';
  }
  return null;
}

/**
 * A centre suspended (its staff add nothing; its certificates keep verifying) or reactivated,
 * from the centre as read, with its event chained to the centre's last one.
 */
export function planCentreStatus({
  centreNumber,
  stored,
  to,
  actor,
  eventId,
}: {
  centreNumber: string;
  /** The centre as read: undefined if it is not on the register. */
  stored: StoredData | undefined;
  to: CentreStatus;
  actor: StaffActor;
  eventId: string;
}): Plan {
  const refusal = centreStatusRefusal(stored, to);
  if (refusal) throw new CentreChangeRefusedError(refusal);
  const event = centreEvent({
    centreNumber,
    subject: centreLabel({ centreNumber, name: textFrom(stored?.name) }),
    action: to === 'suspended' ? 'centre.suspended' : 'centre.reactivated',
    actor,
    changes: { status: { from: typeof stored?.status === 'string' ? stored.status : null, to } },
    prevEventId: typeof stored?.lastEventId === 'string' ? stored.lastEventId : null,
  });
  return {
    writes: [
      {
        op: 'update',
        path: pathOf(collections.centres, centreNumber),
        data: { status: to, lastEventId: eventId },
      },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}
