import {
  deleteField,
  doc,
  serverTimestamp,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { documentsForCertificate } from '@/domain/plans/add-certificate';
import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { COURSE_NAME_LIMIT } from '@/domain/limits';
import type { StaffActor } from '@/domain/staff';
import { siobhan, tomasz } from '@/testing/learners';

import { getDocFromServer } from './server-reads';
import {
  certificateNumberPath,
  certificatePath,
  seedCertificate,
  seedLegacyCertificate,
  SIOBHAN_ID,
  studentNumberPath,
  TOMASZ_ID,
} from './certificate-documents';
import {
  certificateAndEvent,
  editWrites,
  legacyEditWrites,
  seedIndexAhead,
} from './edit-documents';
import { commit, without, type Write } from './writes';
import {
  COLLEAGUE,
  expectAllowed,
  expectDenied,
  firestoreAs,
  seed,
  CENTRE_B,
  STAFF,
  STAFF_EMAIL,
  startEachTestEmpty,
  clientTime,
} from './harness';

/**
 * Editing a certificate's details (planEditStage), one part at a time: names, course, date and
 * centre, then each number alone, with the index entries and registry entries that follow.
 */

describe('certificates', () => {
  startEachTestEmpty();

  describe('editing', () => {
    const renamed = { ...siobhan, surname: 'Connell-Byrne' };
    // Changes no index key, so the certificate update can be tried on its own.
    const newCentre = { ...siobhan, centreNumber: CENTRE_B };

    async function editAsStaff(
      after = renamed,
      changes: Record<string, unknown> = {},
      editor: StaffActor = STAFF,
    ) {
      const writes = await editWrites(SIOBHAN_ID, siobhan, after, { editor, changes });
      return commit(await firestoreAs('staff'), writes);
    }

    /**
     * A change of centre sent as the certificate's update and its event alone, with the index
     * entries already showing the new centre, so that only the certificate's own rule decides.
     */
    async function updateOnlyAsStaff(changes: Record<string, unknown>) {
      await seedIndexAhead(SIOBHAN_ID, newCentre);
      const writes = await editWrites(SIOBHAN_ID, siobhan, newCentre, { changes });
      return commit(await firestoreAs('staff'), certificateAndEvent(writes, SIOBHAN_ID));
    }

    it('accepts a corrected surname, with its index entries replaced', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectAllowed(editAsStaff());
      const db = await firestoreAs('staff');
      const saved = (await getDocFromServer(doc(db, certificatePath(SIOBHAN_ID)))).data();
      expect(saved).toMatchObject({
        surname: 'Connell-Byrne',
        fullName: 'Siobhán Connell-Byrne',
        surnameLower: 'connell-byrne',
        updatedBy: STAFF_EMAIL,
      });
      const [before, after] = await Promise.all([
        documentsForCertificate(SIOBHAN_ID, siobhan),
        documentsForCertificate(SIOBHAN_ID, renamed),
      ]);
      const reader = await firestoreAs('staff');
      expect((await getDocFromServer(doc(reader, before.certificateIndex.path))).exists()).toBe(
        false,
      );
      expect((await getDocFromServer(doc(reader, after.certificateIndex.path))).exists()).toBe(
        true,
      );
    });

    it('accepts a change of course, date and centre, which keeps the index keys', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectAllowed(
        editAsStaff({
          ...siobhan,
          courseName: 'Larkfield Level 4 Certificate in Education and Training (RQF)',
          awardedDate: '2024-07-01',
          centreNumber: CENTRE_B,
        }),
      );
    });

    it.each([
      ['certificate number', { ...siobhan, certificateNumber: '086524777' }],
      ['student number', { ...siobhan, studentNumber: 'Q9224999' }],
    ])('accepts a new %s that takes its registry entry and releases the old', async (_f, after) => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectAllowed(editAsStaff(after));
    });

    it('takes one number at a time: both in one commit are refused, each alone accepted', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const both = { ...siobhan, certificateNumber: '086524777', studentNumber: 'Q9224999' };
      await expectDenied(editAsStaff(both));
      await expectAllowed(editAsStaff({ ...siobhan, certificateNumber: '086524777' }));
      const db = await firestoreAs('staff');
      expect((await getDocFromServer(doc(db, certificateNumberPath('086524777')))).data()).toEqual({
        certificateId: SIOBHAN_ID,
      });
      expect(
        (
          await getDocFromServer(doc(db, certificateNumberPath(siobhan.certificateNumber)))
        ).exists(),
      ).toBe(false);
    });

    it('refuses an edit whose event takes an attempt’s closing id, which would keep that attempt open for ever', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const renamed = { ...siobhan, courseName: 'Larkfield Level 2 Award in Employability Skills' };
      await expectDenied(editAsStaff(renamed, { lastEventId: 'closed-attempt-1' }));
      await expectAllowed(editAsStaff(renamed));
    });

    /**
     * An edit to `after` that keeps the index keys the certificate lists and writes no index
     * entry: for a change no entry shows (the student number, or names split otherwise under the
     * same full name), the entries still show exactly the certificate's public fields, so no
     * entry's rule takes part, and only the certificate's own rule can hold its updatedAt.
     */
    async function editKeepingKeys(
      before: CertificateDetails,
      after: CertificateDetails,
      changes: Record<string, unknown>,
    ) {
      const { certificate } = await documentsForCertificate(SIOBHAN_ID, before);
      const writes = await editWrites(SIOBHAN_ID, before, after, {
        changes: { indexKeys: certificate.data.indexKeys, ...changes },
      });
      const isEntry = (write: Write) => write.path.startsWith(`${collections.verificationIndex}/`);
      return commit(
        await firestoreAs('staff'),
        writes.filter((write) => !isEntry(write)),
      );
    }

    const backDated = Timestamp.fromDate(new Date('2025-01-06T09:00:00Z'));

    it('refuses an edit of the student number alone that keeps the index keys, with updatedAt back-dated or missing', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const renumbered = { ...siobhan, studentNumber: 'Q9224999' };
      await expectDenied(editKeepingKeys(siobhan, renumbered, { updatedAt: backDated }));
      await expectDenied(editKeepingKeys(siobhan, renumbered, { updatedAt: undefined }));
      await expectAllowed(editAsStaff(renumbered));
    });

    it('refuses a first name and surname split otherwise under the same full name, keeping the index keys, with updatedAt back-dated or missing', async () => {
      const maryAnn = { ...siobhan, firstName: 'Mary Ann', surname: 'Smith' };
      const split = { ...maryAnn, firstName: 'Mary', surname: 'Ann Smith' };
      await seedCertificate(SIOBHAN_ID, maryAnn);
      await expectDenied(editKeepingKeys(maryAnn, split, { updatedAt: backDated }));
      await expectDenied(editKeepingKeys(maryAnn, split, { updatedAt: undefined }));
      const writes = await editWrites(SIOBHAN_ID, maryAnn, split);
      await expectAllowed(commit(await firestoreAs('staff'), writes));
    });

    it('refuses an edit of a duplicate from the old system that lists the other’s index entry as its own', async () => {
      // The backfill reports duplicate numbers and leaves them: two records, one number.
      await seedCertificate(SIOBHAN_ID, siobhan);
      const { certificate: stored } = await documentsForCertificate('legacy-dup', siobhan);
      const legacy: DocumentData = { ...stored.data };
      delete legacy.indexKeys;
      await seedLegacyCertificate('legacy-dup', { ...legacy, lastEventId: null });
      const renumbered = { ...siobhan, studentNumber: 'Q9224999' };
      const next = await documentsForCertificate('legacy-dup', renumbered);
      // Its certificate-number key is Siobhán's: that entry names her certificate, not this one,
      // so the write that would take it over is left out and the entry is listed as it stands.
      expect(next.certificateIndex.path).toBe(
        (await documentsForCertificate(SIOBHAN_ID, siobhan)).certificateIndex.path,
      );
      const writes = without(
        await legacyEditWrites('legacy-dup', { ...legacy, lastEventId: null }, () => renumbered),
        next.certificateIndex.path,
      );
      await expectDenied(commit(await firestoreAs('staff'), writes));
    });

    it('refuses a number changed together with a name', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(
        editAsStaff({ ...siobhan, certificateNumber: '086524777', surname: 'Byrne' }),
      );
      await expectDenied(
        editAsStaff({ ...siobhan, studentNumber: 'Q9224999', courseName: 'New course' }),
      );
    });

    it('refuses a new number without its registry entry', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const changed = { ...siobhan, certificateNumber: '086524777' };
      const writes = await editWrites(SIOBHAN_ID, siobhan, changed);
      await expectDenied(
        commit(await firestoreAs('staff'), without(writes, certificateNumberPath('086524777'))),
      );
    });

    it('refuses a new number that keeps the old registry entry too', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const changed = { ...siobhan, studentNumber: 'Q9224999' };
      const writes = await editWrites(SIOBHAN_ID, siobhan, changed);
      await expectDenied(
        commit(
          await firestoreAs('staff'),
          without(writes, studentNumberPath(siobhan.studentNumber)),
        ),
      );
    });

    it('refuses a number registered to another certificate', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await seedCertificate(TOMASZ_ID, tomasz);
      await expectDenied(editAsStaff({ ...siobhan, certificateNumber: tomasz.certificateNumber }));
      await expectDenied(editAsStaff({ ...siobhan, studentNumber: tomasz.studentNumber }));
    });

    it.each([
      ['certificate number', 'certificateNumber', certificateNumberPath(tomasz.certificateNumber)],
      ['student number', 'studentNumber', studentNumberPath(tomasz.studentNumber)],
    ] as const)(
      'refuses a %s that leans on another certificate’s registry entry',
      async (_case, field, tomaszsEntry) => {
        await seedCertificate(SIOBHAN_ID, siobhan);
        await seedCertificate(TOMASZ_ID, tomasz);
        const writes = await editWrites(SIOBHAN_ID, siobhan, {
          ...siobhan,
          [field]: tomasz[field],
        });
        // Without the (refused) overwrite, the entry exists after the write but is Tomasz's.
        await expectDenied(commit(await firestoreAs('staff'), without(writes, tomaszsEntry)));
      },
    );

    it.each([
      ['certificate number', { ...siobhan, certificateNumber: '08652477' }],
      ['student number', { ...siobhan, studentNumber: 'Q922499' }],
    ])('refuses a malformed new %s, even with its registry entry', async (_field, after) => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(editAsStaff(after));
    });

    it.each([
      ['createdAt', serverTimestamp()],
      ['createdAt', Timestamp.fromDate(new Date('2024-06-14'))],
      ['birthYear', '93'],
      ['needsReview', true],
      ['reviewStatus', 'pending'],
      ['reviewedBy', STAFF_EMAIL],
      ['reviewedAt', serverTimestamp()],
      ['notes', 'Name corrected at the learner’s request.'],
    ])('refuses a change to %s', async (key, value) => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(editAsStaff(renamed, { [key]: value }));
    });

    it('refuses a client time, or no time, as updatedAt', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectAllowed(updateOnlyAsStaff({}));
      await expectDenied(updateOnlyAsStaff({ updatedAt: clientTime() }));
      await expectDenied(updateOnlyAsStaff({ updatedAt: undefined }));
      // The index entries written with it are refused too: their certificate was not written now.
      await expectDenied(editAsStaff(renamed, { updatedAt: clientTime() }));
    });

    it('refuses an editor other than the signed-in staff member', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(editAsStaff(renamed, {}, COLLEAGUE));
      await expectDenied(editAsStaff(renamed, {}, { ...STAFF, email: COLLEAGUE.email }));
      await expectDenied(editAsStaff(renamed, {}, { ...STAFF, uid: COLLEAGUE.uid }));
      await expectDenied(editAsStaff(renamed, {}, { ...STAFF, email: 'admin' }));
      await expectDenied(editAsStaff(renamed, { updatedBy: undefined }));
      await expectDenied(editAsStaff(renamed, { updatedByUid: undefined }));
    });

    it('refuses a renumbering that leaves the old number’s index entry behind', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const renumbered = { ...siobhan, certificateNumber: '086524777' };
      const writes = await editWrites(SIOBHAN_ID, siobhan, renumbered);
      const { certificateIndex } = await documentsForCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(
        commit(await firestoreAs('staff'), without(writes, certificateIndex.path)),
      );
    });

    it('refuses a change of name that leaves either old index entry behind', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const writes = await editWrites(SIOBHAN_ID, siobhan, renamed);
      const old = await documentsForCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, without(writes, old.certificateIndex.path)));
      await expectDenied(commit(db, without(writes, old.studentIndex.path)));
    });

    it('refuses a change the index entries do not follow', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      const writes = await editWrites(SIOBHAN_ID, siobhan, newCentre);
      const { certificateIndex } = await documentsForCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, without(writes, certificateIndex.path)));
      await expectDenied(
        commit(
          db,
          writes.filter((write) => write.path === certificatePath(SIOBHAN_ID)),
        ),
      );
    });

    it('refuses an edit that drops or garbles the keys it lists', async () => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(updateOnlyAsStaff({ indexKeys: deleteField() }));
      await expectDenied(updateOnlyAsStaff({ indexKeys: [] }));
      await expectDenied(updateOnlyAsStaff({ indexKeys: ['f'.repeat(64), 'e'.repeat(64)] }));
    });

    it.each([
      ['a full name left as it was', { fullName: "Siobhán O'Connell" }],
      ['a search surname left as it was', { surnameLower: "o'connell" }],
      [
        'an untrimmed surname',
        {
          surname: ' Connell-Byrne',
          fullName: 'Siobhán  Connell-Byrne',
          surnameLower: ' connell-byrne',
        },
      ],
      ['an empty first name', { firstName: '', fullName: ' Connell-Byrne' }],
      ['an over-long course name', { courseName: 'A'.repeat(COURSE_NAME_LIMIT + 1) }],
      ['a text awarded date', { awardedDate: '1 July 2024' }],
      ['an empty centre number', { centreNumber: '' }],
    ])('refuses %s', async (_case, changes) => {
      await seedCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(editAsStaff(renamed, changes));
    });

    /**
     * Numbers given at last to an imported record waiting for them, as the first part of the
     * app's edit gives them (editStages), with `fields` changed beside them.
     */
    function firstNumbers(
      id: string,
      stored: DocumentData,
      fields: Partial<CertificateDetails> = {},
    ): Promise<Write[]> {
      const numbers = { certificateNumber: '086518340', studentNumber: 'Q8818512' };
      return legacyEditWrites(id, stored, (current) => ({ ...current, ...numbers, ...fields }));
    }

    const waiting: CertificateDetails = {
      certificateNumber: '',
      studentNumber: '',
      firstName: 'Priya',
      surname: 'Raman',
      courseName: 'Larkfield Level 1 Award in Employability Skills',
      awardedDate: '3 May 2018',
      birthYear: '',
      centreNumber: '87583',
    };
    // As the backfill leaves it: the names' derived fields filled in, the numbers still to come.
    const waitingRecord = {
      ...waiting,
      fullName: 'Priya Raman',
      surnameLower: 'raman',
      needsReview: true,
      reviewStatus: 'pending',
      reviewedBy: null,
      reviewedAt: null,
    };

    it('accepts numbers given to an imported record that was waiting for them', async () => {
      await seedLegacyCertificate('legacy-2', waitingRecord);
      const db = await firestoreAs('staff');
      await expectAllowed(commit(db, await firstNumbers('legacy-2', waitingRecord)));
    });

    it('refuses numbers given to an imported record with any other change beside them', async () => {
      await seedLegacyCertificate('legacy-3', waitingRecord);
      const renamed = { surname: 'Raman-Iyer' };
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, await firstNumbers('legacy-3', waitingRecord, renamed)));
      await expectAllowed(commit(db, await firstNumbers('legacy-3', waitingRecord)));
    });

    it.each([
      ['a malformed certificate number', { certificateNumber: '08651834' }, null],
      ['a malformed student number', { studentNumber: 'Q881851' }, null],
      ['no registry entry for the certificate number', {}, certificateNumberPath('086518340')],
      ['no registry entry for the student number', {}, studentNumberPath('Q8818512')],
    ])('refuses numbers given to an imported record with %s', async (_case, numbers, dropped) => {
      await seedLegacyCertificate('legacy-5', waitingRecord);
      const writes = await firstNumbers('legacy-5', waitingRecord, numbers);
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, dropped ? without(writes, dropped) : writes));
    });

    it.each([
      [
        'certificate number',
        { certificateNumber: '086518999' },
        certificateNumberPath('086518999'),
      ],
      ['student number', { studentNumber: 'Q8818999' }, studentNumberPath('Q8818999')],
    ])(
      'refuses both numbers at once for a record that has its %s already',
      async (_number, held, registryEntry) => {
        // That number's registry entry would be left naming it.
        const numbered = { ...waitingRecord, ...held };
        await seedLegacyCertificate('legacy-4', numbered);
        await seed((db) =>
          commit(db, [{ op: 'set', path: registryEntry, data: { certificateId: 'legacy-4' } }]),
        );
        const db = await firestoreAs('staff');
        await expectDenied(commit(db, await firstNumbers('legacy-4', numbered)));
      },
    );

    it('accepts a surname correction on an imported record with a text date and no registries', async () => {
      const details: CertificateDetails = {
        certificateNumber: '086519204',
        studentNumber: 'Q8519231',
        firstName: 'Margaret',
        surname: 'Oyelaran',
        courseName: 'Larkfield Level 2 Award in Education and Training',
        awardedDate: '12 March 2019',
        birthYear: '85',
        centreNumber: '87583',
      };
      const legacy = {
        ...details,
        fullName: 'Margaret Oyelaran',
        needsReview: false,
        reviewStatus: 'approved',
        reviewedBy: null,
        reviewedAt: null,
      };
      await seedLegacyCertificate('legacy-1', legacy);
      const db = await firestoreAs('staff');
      const writes = await legacyEditWrites('legacy-1', legacy, () => ({
        ...details,
        surname: 'Oyelaran-Smith',
      }));
      await expectAllowed(commit(db, writes));
    });
  });
});
