import { doc } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { LEARNER_EMAIL_LIMIT } from '@/domain/limits';
import { siobhan } from '@/testing/learners';

import { getDocFromServer } from './server-reads';
import {
  certificatePath,
  creationWrites,
  editedEventId,
  seedCertificate,
  SIOBHAN_ID,
} from './certificate-documents';
import { editWrites } from './edit-documents';
import { commit, eventPath } from './writes';
import { expectAllowed, expectDenied, firestoreAs, startEachTestEmpty } from './harness';

/**
 * The learner's own address on a certificate (`learnerEmail`, docs/decisions/031-learners.md): a
 * key of every new certificate ('' when none was given), a detail an edit may change, in the
 * shape Firebase Auth gives a token's address, and recorded by the event like any detail.
 */

const ADDRESS = 'siobhan.oconnell@example.org';

describe('a learner’s address on a certificate', () => {
  startEachTestEmpty();

  it('is taken on adding, or left empty', async () => {
    const db = await firestoreAs('staff');
    await expectAllowed(
      commit(db, await creationWrites(SIOBHAN_ID, { ...siobhan, learnerEmail: ADDRESS })),
    );
    const stored = await getDocFromServer(doc(db, certificatePath(SIOBHAN_ID)));
    expect(stored.get('learnerEmail')).toBe(ADDRESS);
  });

  it.each([
    ['in capitals', 'Siobhan@Example.org'],
    ['with spaces around it', ` ${ADDRESS}`],
    ['without a domain', 'siobhan@'],
    ['without a dot in its domain', 'siobhan@example'],
    ['without an @', 'siobhan.example.org'],
    ['with two @', 'siobhan@home@example.org'],
    ['over the limit', `${'s'.repeat(LEARNER_EMAIL_LIMIT)}@example.org`],
    ['as a number', 42],
    ['as null', null],
    ['as a list', [ADDRESS]],
  ])('is refused on adding %s', async (_case, learnerEmail) => {
    const writes = await creationWrites(SIOBHAN_ID, siobhan, { learnerEmail });
    await expectDenied(commit(await firestoreAs('staff'), writes));
  });

  it('is given by an edit, the event recording it from none to the address', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const db = await firestoreAs('staff');
    await expectAllowed(
      commit(db, await editWrites(SIOBHAN_ID, siobhan, { ...siobhan, learnerEmail: ADDRESS })),
    );
    const event = await getDocFromServer(doc(db, eventPath(editedEventId(SIOBHAN_ID))));
    expect(event.get('changes')).toEqual({ learnerEmail: { from: '', to: ADDRESS } });
  });

  it('is refused by an edit in a shape the rules do not take, or unrecorded by its event', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    const db = await firestoreAs('staff');
    const changed = { ...siobhan, learnerEmail: ADDRESS };
    await expectDenied(
      commit(
        db,
        await editWrites(SIOBHAN_ID, siobhan, changed, {
          changes: { learnerEmail: 'Not an address' },
        }),
      ),
    );
    await expectDenied(
      commit(
        db,
        await editWrites(SIOBHAN_ID, siobhan, changed, {
          eventChanges: { changes: { learnerEmail: { from: '', to: 'someone@else.org' } } },
        }),
      ),
    );
  });
});
