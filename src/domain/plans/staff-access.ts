import { staffEvent } from '../access-events';
import { collections } from '../collections';
import type { STAFF_ENTRY_KEYS } from '../document-keys';
import { centreOf, staffRoleFrom, type StaffActor, type StaffRole } from '../staff';
import { textFrom } from '../stored-values';
import type { StoredData } from './certificate-step';
import { eventPathOf, pathOf, SERVER_TIME, type Plan } from './plan';

/**
 * Staff access given and taken away (docs/decisions/015-staff-identity.md and
 * 028-invitations.md): the directory entry `staff/{uid}` that, with a proved address, makes an
 * account staff, and the event that records the change. `npm run staff` applies these plans with
 * the Admin SDK; the Staff screen applies the removal, and an invitee's acceptance
 * (./invitation.ts) writes an entry of the same shape.
 */

type StaffEntryRecord = Partial<Record<(typeof STAFF_ENTRY_KEYS)[number], unknown>>;

/** A directory entry as written: its address, role, who gave it, when, and the event of that. */
export function staffEntryRecord({
  email,
  role,
  addedBy,
  accessEventId,
}: {
  email: string;
  role: StaffRole;
  addedBy: string;
  accessEventId: string;
}): StaffEntryRecord {
  return { email, addedBy, ...role, addedAt: SERVER_TIME, accessEventId };
}

/** Access given: the account's directory entry, naming its role and who gave it, and its event. */
export function planGiveStaffAccess({
  uid,
  email,
  role,
  actor,
  eventId,
}: {
  uid: string;
  /** The address as the directory keeps it (lower case, trimmed). */
  email: string;
  role: StaffRole;
  /** Who gave it: their e-mail is the entry's `addedBy`. */
  actor: StaffActor;
  eventId: string;
}): Plan {
  const entry = staffEntryRecord({ email, role, addedBy: actor.email, accessEventId: eventId });
  const event = staffEvent({
    staffUid: uid,
    email,
    action: 'staff.added',
    centreNumber: centreOf(role),
    actor,
  });
  return {
    writes: [
      { op: 'set', path: pathOf(collections.staff, uid), data: entry },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}

/**
 * A delete carries no data, so the event that records a removal has an id derived from the
 * entry removed: from the event that gave the access (an entry from before entries named theirs
 * is known by its uid). The rules hold the delete and the event to each other by it.
 */
function removalEventId(uid: string, stored: StoredData): string {
  const accessEventId = textFrom(stored.accessEventId);
  return `removed-${accessEventId || uid}`;
}

/** Access taken away: the directory entry removed (access ends at once) and its event. */
export function planRemoveStaffAccess({
  uid,
  email,
  stored,
  actor,
}: {
  uid: string;
  /** The address the entry names, as the event's subject. */
  email: string;
  /** The entry as read. */
  stored: StoredData;
  actor: StaffActor;
}): Plan {
  const role = staffRoleFrom(stored);
  const accessEventId = textFrom(stored.accessEventId);
  const event = staffEvent({
    staffUid: uid,
    email,
    action: 'staff.removed',
    centreNumber: role ? centreOf(role) : null,
    actor,
    prevEventId: accessEventId || null,
  });
  const eventId = removalEventId(uid, stored);
  return {
    writes: [
      { op: 'delete', path: pathOf(collections.staff, uid) },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}
