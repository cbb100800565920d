import { staffEvent } from '../audit';
import { collections } from '../collections';
import { centreOf, type StaffActor, type StaffDirectoryEntry, type StaffRole } from '../staff';
import { eventPathOf, pathOf, SERVER_TIME, type Plan } from './plan';

/**
 * Staff access given and taken away (docs/decisions/015-staff-identity.md): the directory entry
 * `staff/{uid}` that, with a proved address and the claim, makes an account staff, and the event
 * that records the change. `npm run staff` applies these plans with the Admin SDK.
 */

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
  const entry: StaffDirectoryEntry & { addedAt: typeof SERVER_TIME } = {
    email,
    addedBy: actor.email,
    ...role,
    addedAt: SERVER_TIME,
  };
  const event = staffEvent({
    staffUid: uid,
    email,
    granted: true,
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

/** Access taken away: the directory entry removed (access ends at once) and its event. */
export function planRemoveStaffAccess({
  uid,
  email,
  centreNumber,
  actor,
  eventId,
}: {
  uid: string;
  email: string;
  /** The centre of a centre account, as its entry named it; null for an admin's. */
  centreNumber: string | null;
  actor: StaffActor;
  eventId: string;
}): Plan {
  const event = staffEvent({ staffUid: uid, email, granted: false, centreNumber, actor });
  return {
    writes: [
      { op: 'delete', path: pathOf(collections.staff, uid) },
      { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } },
    ],
    eventPath: eventPathOf(eventId),
  };
}
