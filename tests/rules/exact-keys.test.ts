import type { Firestore } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { collections } from '@/domain/collections';
import { invitationPathOf } from '@/domain/plans/invitation';
import type { StaffRole } from '@/domain/staff';
import { siobhan } from '@/testing/learners';

import { attemptPath, failedAttempt } from './attempt-documents';
import { approvalWrites, centrePath, NEW_CENTRE } from './centre-documents';
import { SIOBHAN_ID } from './certificate-documents';
import {
  actorOf,
  authTime,
  expectAllowed,
  firestoreAs,
  firestoreWithToken,
  outcomeOf,
  STAFF,
  startEachTestEmpty,
} from './harness';
import { importPath, started } from './import-documents';
import {
  acceptWrites,
  entryPath,
  INVITEE,
  INVITEE_UID,
  inviteeAs,
  sendWrites,
  sent,
} from './invitation-documents';
import {
  adaAtA,
  adaShare,
  claimWrites,
  OPENED_EVENT_ID,
  openRequestWrites,
  requestPath as learnerRequestPath,
  seedLearnerCertificates,
  sharePath,
  shareWrites,
  viewWrites,
} from './learner-documents';
import { checkPath, checkWrites, quotaPath, unknownKey } from './public-check-documents';
import { requestPath, seedCertificateIn, takenStepWrites } from './status-documents';
import { altering, commit, eventPath, type Write } from './writes';

/**
 * Every document the rules hold to an exact set of keys (hasExactly), written as the app plans it
 * and then with each of its keys left out in turn. A document short of a key is refused, and the
 * whole one is accepted, so the refusal is the missing key's.
 */

type Shape = {
  name: string;
  /** What must be on the register before the write, beyond the directory and the centres. */
  before?: () => Promise<void>;
  caller: () => Promise<Firestore>;
  writes: () => Promise<Write[]> | Write[];
  /** The documents of the commit whose keys are fixed. */
  held: string[];
};

const VISITOR = actorOf('visitor').uid;
const ADMIN_INVITEE = 'a.ferris@larkfieldawards.example';
const ADMIN_INVITEE_UID = 'invitee-ferris';
const adminRole: StaffRole = { role: 'admin' };
const NEW_LEARNER = 'new.learner@example.org';
const NEW_LEARNER_UID = 'learner-new';
const NEW_LEARNER_SIGNED_IN_AT = authTime(new Date(Date.now() - 60_000));
const SHARE_PATH = await sharePath(adaShare.code);

const shapes: Shape[] = [
  {
    name: 'a withdrawal request',
    before: () => seedCertificateIn(SIOBHAN_ID, siobhan, {}),
    caller: () => firestoreAs('staff'),
    writes: () =>
      takenStepWrites(SIOBHAN_ID, siobhan, {
        kind: 'request-withdrawal',
        reason: { code: 'malpractice', note: 'Coursework copied.' },
      }),
    held: [requestPath(SIOBHAN_ID)],
  },
  {
    name: 'a logged check and the quota that counts it',
    caller: () => firestoreAs('visitor'),
    writes: () => checkWrites(VISITOR, 'check-1', [unknownKey('check-1')]),
    held: [checkPath('check-1'), quotaPath(VISITOR)],
  },
  {
    // Filed under the check logged by the shape before.
    name: 'a failed attempt',
    caller: () => firestoreAs('visitor'),
    writes: () => [{ op: 'set', path: attemptPath('check-1'), data: failedAttempt() }],
    held: [attemptPath('check-1')],
  },
  {
    name: 'an import record',
    caller: () => firestoreAs('staff'),
    writes: () => [{ op: 'set', path: importPath(), data: started(STAFF) }],
    held: [importPath()],
  },
  {
    name: 'an invitation',
    caller: () => firestoreAs('staff'),
    writes: () => sendWrites(actorOf('staff')),
    held: [invitationPathOf(INVITEE)],
  },
  {
    name: "a centre member's entry and the event of their joining",
    // The invitation sent by the shape before.
    caller: () => inviteeAs(),
    writes: () => acceptWrites(),
    held: [entryPath(INVITEE_UID), eventPath('j-joined')],
  },
  {
    name: "an admin's entry, which names no centre, and the event of their joining",
    before: () => sent(adminRole, ADMIN_INVITEE, 'i-admin'),
    caller: () => inviteeAs(ADMIN_INVITEE, true, ADMIN_INVITEE_UID),
    writes: () =>
      acceptWrites({
        email: ADMIN_INVITEE,
        role: adminRole,
        lastEventId: 'i-admin',
        uid: ADMIN_INVITEE_UID,
        eventId: 'j-admin',
      }),
    held: [entryPath(ADMIN_INVITEE_UID), eventPath('j-admin')],
  },
  {
    name: 'an approved centre',
    caller: () => firestoreAs('staff'),
    writes: () => approvalWrites(actorOf('staff')),
    held: [centrePath(NEW_CENTRE)],
  },
  {
    name: "a learner's claim on their address",
    caller: () =>
      firestoreWithToken(NEW_LEARNER_UID, {
        email: NEW_LEARNER,
        email_verified: true,
        auth_time: NEW_LEARNER_SIGNED_IN_AT,
      }),
    writes: () => claimWrites(NEW_LEARNER, NEW_LEARNER_UID, NEW_LEARNER_SIGNED_IN_AT),
    held: [`${collections.learners}/${NEW_LEARNER}`],
  },
  {
    name: "a learner's share code",
    before: seedLearnerCertificates,
    caller: () => firestoreAs('learner'),
    writes: () => shareWrites(adaShare),
    held: [SHARE_PATH],
  },
  {
    // Of the share made by the shape before.
    name: 'a view of a share: its check and the quota that counts it',
    caller: () => firestoreAs('otherVisitor'),
    writes: () => viewWrites('otherVisitor', 'view-1', adaShare.code, adaAtA.surname),
    held: [checkPath('view-1'), quotaPath(actorOf('otherVisitor').uid)],
  },
  {
    name: "a learner's request and the event that opens it",
    caller: () => firestoreAs('learner'),
    writes: () => openRequestWrites(),
    held: [learnerRequestPath(), eventPath(OPENED_EVENT_ID)],
  },
];

function keysWritten(writes: readonly Write[], path: string): string[] {
  const write = writes.find((candidate) => candidate.path === path);
  if (write === undefined || write.op === 'delete') throw new Error(`No data written to ${path}`);
  return Object.keys(write.data);
}

describe('documents held to their keys', () => {
  startEachTestEmpty();

  it('refuse each one with any single key left out, and accept it whole', async () => {
    for (const shape of shapes) {
      await shape.before?.();
      const db = await shape.caller();
      const writes = await shape.writes();
      for (const path of shape.held) {
        for (const key of keysWritten(writes, path)) {
          const outcome = await outcomeOf(commit(db, altering(writes, path, { [key]: undefined })));
          expect(outcome, `${shape.name}: ${path} without ${key}`).toBe('denied');
        }
      }
      await expectAllowed(commit(db, writes));
    }
  });
});
