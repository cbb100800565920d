import {
  collection,
  deleteDoc,
  deleteField,
  doc,
  getDocFromServer,
  getDocsFromServer,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { documentsForCertificate } from '@/domain/plans/add-certificate';
import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { CERTIFICATE_KEYS } from '@/domain/document-keys';
import { COURSE_NAME_LIMIT, NAME_LIMIT } from '@/domain/limits';
import type { StaffActor } from '@/domain/staff';
import { approvedCentre } from '@/testing/centres';
import { siobhan, tomasz } from '@/testing/learners';

import {
  certificateNumberPath,
  certificatePath,
  creationWrites,
  createdEventId,
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
import { seedCertificateIn } from './status-documents';
import { altering, commit, eventPath, without, type Write } from './writes';
import {
  actorOf,
  allows,
  COLLEAGUE,
  everyone,
  expectAllowed,
  expectDenied,
  expectMatrix,
  firestoreAs,
  firestoreWithToken,
  impostors,
  seed,
  CENTRE_B,
  STAFF,
  STAFF_EMAIL,
  startEachTestEmpty,
  type Scenario,
  clientTime,
} from './harness';

const certificates: Scenario = {
  seed: () => seedCertificate(SIOBHAN_ID, siobhan),
  operations: {
    get: (db) => getDocFromServer(doc(db, certificatePath(SIOBHAN_ID))),
    list: (db) => getDocsFromServer(collection(db, 'certificates')),
    create: async (db, actor) => commit(db, await creationWrites(TOMASZ_ID, tomasz, {}, actor)),
    update: async (db, actor) =>
      commit(
        db,
        await editWrites(
          SIOBHAN_ID,
          siobhan,
          { ...siobhan, surname: 'Connell' },
          { editor: actor },
        ),
      ),
    delete: (db) => deleteDoc(doc(db, certificatePath(SIOBHAN_ID))),
  },
};

type SetWrite = Exclude<Write, { op: 'delete' }>;

/** Writes an event as an administrator would, ahead of the change it records. */
async function seedEventAhead(event: Write | undefined): Promise<void> {
  if (event?.op !== 'set') throw new Error('The edit writes its event.');
  await seed((db) => commit(db, [event]));
}

/**
 * Seeds everything a new certificate needs but the certificate itself (its registry and index
 * entries, as a write cut short might leave them) and returns the certificate's own write.
 */
async function seedOrphanedEntries(id: string, details = siobhan): Promise<SetWrite> {
  const [certificate, ...related] = await creationWrites(id, details);
  if (certificate?.op !== 'set') throw new Error('The certificate comes first.');
  await seed((db) => commit(db, related));
  return certificate;
}

/** The same write with some of its fields changed. */
function withData(write: SetWrite, changes: Record<string, unknown>): SetWrite {
  return { ...write, data: { ...write.data, ...changes } };
}

async function addAsStaff(changes: Record<string, unknown> = {}) {
  return commit(await firestoreAs('staff'), await creationWrites(SIOBHAN_ID, siobhan, changes));
}

/** Adds Siobhán's certificate listing `indexKeys`, with an entry showing it at each key listed. */
async function addListing(indexKeys: unknown[] | Record<string, string>) {
  const writes = await creationWrites(SIOBHAN_ID, siobhan, { indexKeys });
  const isEntry = (write: Write) => write.path.startsWith(`${collections.verificationIndex}/`);
  const entry = writes.find(isEntry)!;
  const keys = new Set(Object.values(indexKeys).map(String));
  const entries = [...keys].map((key): Write => ({
    ...entry,
    path: `${collections.verificationIndex}/${key}`,
  }));
  return commit(await firestoreAs('staff'), [...writes.filter((w) => !isEntry(w)), ...entries]);
}

describe('certificates', () => {
  startEachTestEmpty();

  it('are read and written by staff only, and deleted by nobody', async () => {
    await expectMatrix(certificates, {
      anonymous: allows(),
      signedIn: allows(),
      staff: allows('get', 'list', 'create', 'update'),
    });
  });

  it('refuse a token that says it is staff, in any form, without an entry in the directory', async () => {
    for (const staff of ['true', 1, false, null]) {
      const db = await firestoreWithToken(`claim-${String(staff)}`, {
        email: 'someone@example.com',
        staff,
      });
      await expectDenied(getDocsFromServer(collection(db, 'certificates')));
      await expectDenied(commit(db, await creationWrites(SIOBHAN_ID, siobhan)));
    }
  });

  describe('adding', () => {
    it('accepts the certificate with its registry and index entries, so it verifies at once', async () => {
      await expectAllowed(addAsStaff());
      const documents = await documentsForCertificate(SIOBHAN_ID, siobhan);
      const reader = await firestoreAs('staff');
      const entry = await getDocFromServer(doc(reader, documents.certificateIndex.path));
      expect(entry.data()).toEqual(documents.certificateIndex.data);
    });

    it('accepts the add form’s transaction, which first checks both numbers are free', async () => {
      const db = await firestoreAs('staff');
      const writes = await creationWrites(TOMASZ_ID, tomasz);
      const add = runTransaction(db, async (transaction) => {
        for (const path of [
          certificateNumberPath(tomasz.certificateNumber),
          studentNumberPath(tomasz.studentNumber),
        ]) {
          if ((await transaction.get(doc(db, path))).exists()) throw new Error('taken');
        }
        for (const write of writes) {
          if (write.op === 'set') transaction.set(doc(db, write.path), write.data);
        }
      });
      await expectAllowed(add);
    });

    it('accepts the edges of what is valid', async () => {
      await expectAllowed(addAsStaff({ birthYear: '' }));
      await expectAllowed(
        commit(
          await firestoreAs('staff'),
          await creationWrites(TOMASZ_ID, {
            ...tomasz,
            firstName: 'A'.repeat(NAME_LIMIT),
            courseName: '',
            awardedDate: '',
          }),
        ),
      );
    });

    it('refuses a certificate without its registry entries', async () => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      const numberEntry = certificateNumberPath(siobhan.certificateNumber);
      const studentEntry = studentNumberPath(siobhan.studentNumber);
      await expectDenied(commit(db, without(without(writes, numberEntry), studentEntry)));
      await expectDenied(commit(db, without(writes, numberEntry)));
      await expectDenied(commit(db, without(writes, studentEntry)));
    });

    it('refuses a certificate written anew over one on the register, its history started afresh', async () => {
      // A withdrawn certificate, made valid again by writing it as if it were new.
      await seedCertificateIn(SIOBHAN_ID, siobhan, {
        status: 'withdrawn',
        statusReason: { code: 'malpractice', note: 'Coursework copied.' },
      });
      const again = await creationWrites(SIOBHAN_ID, siobhan, { lastEventId: 'again-created' });
      // The registry entries are already its own; the index entries and a new first event are
      // written with it.
      const writes = without(
        without(again, certificateNumberPath(siobhan.certificateNumber)),
        studentNumberPath(siobhan.studentNumber),
      );
      await expectDenied(commit(await firestoreAs('staff'), writes));
    });

    it('refuses a certificate whose first event is another certificate’s', async () => {
      await seedCertificate(TOMASZ_ID, tomasz);
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const ownEvent = writes.find(
        (write) => write.path === `${collections.auditEvents}/${createdEventId(SIOBHAN_ID)}`,
      )!;
      const borrowed = altering(without(writes, ownEvent.path), certificatePath(SIOBHAN_ID), {
        lastEventId: createdEventId(TOMASZ_ID),
      });
      await expectDenied(commit(await firestoreAs('staff'), borrowed));
    });

    it('refuses a certificate whose first event records another step', async () => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan, {}, undefined, {
        action: 'certificate.edited',
      });
      await expectDenied(commit(await firestoreAs('staff'), writes));
    });

    // No step files a certificate's event before the certificate is there; the old system or a
    // script might have left one. Named as the first event, it is held to what a first event is.
    it('refuses a certificate whose first event, stored ahead of it, records another step', async () => {
      const event = createdEventId(SIOBHAN_ID);
      const ahead = async (eventChanges: Record<string, unknown>) => {
        const writes = await creationWrites(SIOBHAN_ID, siobhan, {}, STAFF, eventChanges);
        await seedEventAhead(writes.find((write) => write.path === eventPath(event)));
        return without(writes, eventPath(event));
      };
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, await ahead({ action: 'certificate.edited' })));
      await expectAllowed(commit(db, await ahead({})));
    });

    it('refuses registry entries that belong to another certificate', async () => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      for (const path of [
        certificateNumberPath(siobhan.certificateNumber),
        studentNumberPath(siobhan.studentNumber),
      ]) {
        await expectDenied(commit(db, altering(writes, path, { certificateId: TOMASZ_ID })));
      }
    });

    it.each([
      ['certificate number', 'certificateNumber', certificateNumberPath(tomasz.certificateNumber)],
      ['student number', 'studentNumber', studentNumberPath(tomasz.studentNumber)],
    ] as const)(
      'refuses a %s that leans on another certificate’s registry entry',
      async (_case, field, tomaszsEntry) => {
        await seedCertificate(TOMASZ_ID, tomasz);
        const writes = await creationWrites(SIOBHAN_ID, { ...siobhan, [field]: tomasz[field] });
        await expectDenied(commit(await firestoreAs('staff'), without(writes, tomaszsEntry)));
      },
    );

    it('refuses a number already registered to another certificate', async () => {
      await seedCertificate(TOMASZ_ID, tomasz);
      const db = await firestoreAs('staff');
      await expectDenied(
        commit(
          db,
          await creationWrites(SIOBHAN_ID, {
            ...siobhan,
            certificateNumber: tomasz.certificateNumber,
          }),
        ),
      );
      await expectDenied(
        commit(
          db,
          await creationWrites(SIOBHAN_ID, { ...siobhan, studentNumber: tomasz.studentNumber }),
        ),
      );
      const entry = await getDocFromServer(
        doc(db, certificateNumberPath(tomasz.certificateNumber)),
      );
      expect(entry.data()).toEqual({ certificateId: TOMASZ_ID });
    });

    it('refuses a recorder other than the signed-in staff member', async () => {
      await expectDenied(addAsStaff({ createdByUid: COLLEAGUE.uid }));
      await expectDenied(addAsStaff({ createdBy: COLLEAGUE.email }));
      await expectDenied(addAsStaff({ createdBy: 'admin' }));
      await expectDenied(addAsStaff({ createdByUid: null }));
      // A colleague's whole identity is no better than half of it.
      await expectDenied(
        commit(
          await firestoreAs('staff'),
          await creationWrites(SIOBHAN_ID, siobhan, {}, COLLEAGUE),
        ),
      );
    });

    it('refuses a forged or missing createdAt', async () => {
      await expectDenied(addAsStaff({ createdAt: clientTime() }));
      await expectDenied(addAsStaff({ createdAt: Timestamp.fromDate(new Date('2019-03-12')) }));
      await expectDenied(addAsStaff({ createdAt: '2024-06-14' }));
      await expectDenied(addAsStaff({ createdAt: undefined }));
    });

    it.each(CERTIFICATE_KEYS)('refuses a certificate without %s', async (key) => {
      await expectDenied(addAsStaff({ [key]: undefined }));
    });

    it.each([
      ['updatedAt', serverTimestamp()],
      ['updatedBy', STAFF_EMAIL],
      ['dateOfBirth', '1992-04-02'],
      ['id', SIOBHAN_ID],
    ])('refuses the extra key %s', async (key, value) => {
      await expectDenied(addAsStaff({ [key]: value }));
    });

    it.each([
      ['certificate number', { certificateNumber: '08652431' }],
      ['certificate number', { certificateNumber: '0865243189' }],
      ['certificate number', { certificateNumber: '086624318' }],
      ['certificate number', { certificateNumber: 'O86524318' }],
      ['certificate number', { certificateNumber: '0865 4318' }],
      ['certificate number', { certificateNumber: 86524318 }],
      ['student number', { studentNumber: 'Q922447' }],
      ['student number', { studentNumber: 'Q92244705' }],
      ['student number', { studentNumber: 'q9224705' }],
      ['student number', { studentNumber: '9224705' }],
      ['student number', { studentNumber: 'X9224705' }],
      ['student number', { studentNumber: 9224705 }],
      ['birth year', { birthYear: '9' }],
      ['birth year', { birthYear: '1992' }],
      ['birth year', { birthYear: 'ab' }],
      ['birth year', { birthYear: 92 }],
      ['birth year', { birthYear: null }],
      ['course name', { courseName: 'A'.repeat(COURSE_NAME_LIMIT + 1) }],
      ['course name', { courseName: ' Level 2 Award' }],
      ['course name', { courseName: null }],
      ['awarded date', { awardedDate: '14 June 2024' }],
      ['awarded date', { awardedDate: '2024-13-01' }],
      ['awarded date', { awardedDate: '2024-6-14' }],
      ['awarded date', { awardedDate: Timestamp.fromMillis(Date.UTC(2024, 5, 14)) }],
      ['awarded date', { awardedDate: 20240614 }],
      ['centre number', { centreNumber: '' }],
      ['centre number', { centreNumber: '87583 ' }],
      ['centre number', { centreNumber: 'A'.repeat(17) }],
      ['centre number', { centreNumber: 87583 }],
    ])('refuses a malformed %s: %o', async (_field, changes) => {
      await expectDenied(addAsStaff(changes));
    });

    it('refuses a malformed centre number even where a centre is filed under it', async () => {
      // The Admin SDK may file a centre under any id, and an old system's numbers may not be the
      // register's: an admin approves only numbers the rules accept (centre-steps.test.ts).
      for (const centreNumber of ['Leeds-North', 'A'.repeat(17)]) {
        await seed((db) =>
          setDoc(
            doc(db, collections.centres, centreNumber),
            approvedCentre(centreNumber, 'Old system centre'),
          ),
        );
        const writes = await creationWrites(SIOBHAN_ID, { ...siobhan, centreNumber });
        await expectDenied(commit(await firestoreAs('staff'), writes));
      }
    });

    it.each([
      ['an empty first name', { firstName: '', fullName: " O'Connell" }],
      ['an empty surname', { surname: '', fullName: 'Siobhán ', surnameLower: '' }],
      [
        `a first name over ${NAME_LIMIT} characters`,
        {
          firstName: 'A'.repeat(NAME_LIMIT + 1),
          fullName: `${'A'.repeat(NAME_LIMIT + 1)} O'Connell`,
        },
      ],
      ['surrounding spaces', { firstName: 'Siobhán ', fullName: "Siobhán  O'Connell" }],
      ['doubled inner spaces', { firstName: 'Mary  Kate', fullName: "Mary  Kate O'Connell" }],
      ['a tab', { firstName: 'Mary\tKate', fullName: "Mary\tKate O'Connell" }],
      [
        'a line break',
        { surname: 'O\nConnell', fullName: 'Siobhán O\nConnell', surnameLower: 'o\nconnell' },
      ],
      ['a non-string name', { firstName: 42, fullName: "42 O'Connell" }],
      ['a full name that is not first name and surname', { fullName: "Siobhan O'Connell" }],
      ['a full name in the wrong order', { fullName: "O'Connell Siobhán" }],
      ['a search surname in the wrong case', { surnameLower: "O'CONNELL" }],
      ['a search surname of another name', { surnameLower: 'connell' }],
      ['a search surname that is not text', { surnameLower: ["o'connell"] }],
      ['a no-break space', { firstName: 'Siobhán\u00a0', fullName: "Siobhán\u00a0 O'Connell" }],
      ['a zero-width space', { firstName: 'Sio\u200bbhán', fullName: "Sio\u200bbhán O'Connell" }],
      [
        'a right-to-left override',
        {
          surname: "O'Con\u202enell",
          fullName: "Siobhán O'Con\u202enell",
          surnameLower: "o'con\u202enell",
        },
      ],
      [
        'line breaks',
        { surname: 'O\nCon\nnell', fullName: 'Siobhán O\nCon\nnell', surnameLower: 'o\ncon\nnell' },
      ],
      [
        'a search surname keeping a capital beyond ASCII',
        {
          surname: 'Ó Súilleabháin',
          fullName: 'Siobhán Ó Súilleabháin',
          surnameLower: 'Ó súilleabháin',
        },
      ],
      [
        'a search surname differing beyond ASCII only in length',
        {
          surname: 'Ó Súilleabháin',
          fullName: 'Siobhán Ó Súilleabháin',
          surnameLower: 'ó súilleabhán',
        },
      ],
    ])('refuses %s', async (_case, changes) => {
      // Even a pending review state cannot excuse names that break the format.
      await expectDenied(addAsStaff(changes));
      await expectDenied(addAsStaff({ ...changes, needsReview: true, reviewStatus: 'pending' }));
    });

    it.each(['Ó Súilleabháin', 'ØDEGÅRD', 'İnce', 'Дмитриев', 'Wiśniewski', "D'Souza-Smith"])(
      'accepts the surname %s, with its search form as the app lower-cases it',
      async (surname) => {
        const details = { ...tomasz, firstName: 'Zoë-Anne', surname };
        const db = await firestoreAs('staff');
        await expectAllowed(commit(db, await creationWrites(TOMASZ_ID, details)));
      },
    );

    it.each([
      ['needsReview true on a complete record', { needsReview: true }],
      ['reviewStatus pending on a complete record', { reviewStatus: 'pending' }],
      ['both set as if a field were missing', { needsReview: true, reviewStatus: 'pending' }],
      ['an unknown review status', { reviewStatus: 'rejected' }],
      ['needsReview as text', { needsReview: 'false' }],
      ['a reviewer already recorded', { reviewedBy: STAFF_EMAIL }],
      ['a reviewer called admin', { reviewedBy: 'admin' }],
      ['a review time already recorded', { reviewedAt: serverTimestamp() }],
    ])('refuses a review state that a new certificate cannot have: %s', async (_case, changes) => {
      await expectDenied(addAsStaff(changes));
    });

    it('refuses a certificate under an id over 128 characters, which its registry entries name', async () => {
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, await creationWrites('c'.repeat(129), siobhan)));
      await expectAllowed(commit(db, await creationWrites('c'.repeat(128), siobhan)));
    });

    it('refuses a certificate without both of the index entries it lists', async () => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const { certificateIndex, studentIndex } = await documentsForCertificate(SIOBHAN_ID, siobhan);
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, without(writes, certificateIndex.path)));
      await expectDenied(commit(db, without(writes, studentIndex.path)));
      await expectDenied(
        commit(
          db,
          writes.filter((write) => !write.path.startsWith('verificationIndex/')),
        ),
      );
    });

    // Each list comes with an entry showing the certificate at every key it lists, so that only
    // the list's own shape is wrong.
    it.each([
      ['no keys', []],
      ['one key', ['a'.repeat(64)]],
      ['three keys', ['a'.repeat(64), 'b'.repeat(64), 'c'.repeat(64)]],
      ['the same key twice', ['a'.repeat(64), 'a'.repeat(64)]],
      ['a key in upper case', ['A'.repeat(64), 'b'.repeat(64)]],
      ['a second key in upper case', ['a'.repeat(64), 'B'.repeat(64)]],
      ['a short key', ['a'.repeat(63), 'b'.repeat(64)]],
      ['a key that is not text', [7, 'b'.repeat(64)]],
      ['keys as a map', { certificate: 'a'.repeat(64), student: 'b'.repeat(64) }],
    ])('refuses an index key list with %s', async (_case, indexKeys) => {
      await expectDenied(addListing(indexKeys));
    });

    it('accepts any two keys in the right shape, each with its entry', async () => {
      await expectAllowed(addListing(['a'.repeat(64), 'b'.repeat(64)]));
    });

    it('refuses listing keys other than those of the entries written', async () => {
      const { indexKeys } = (await documentsForCertificate(SIOBHAN_ID, siobhan)).certificate.data;
      await expectDenied(addAsStaff({ indexKeys: [indexKeys[0], 'f'.repeat(64)] }));
      await expectDenied(addAsStaff({ indexKeys: ['e'.repeat(64), indexKeys[1]] }));
    });

    it.each([
      ['qualification', 'Larkfield Level 5 Diploma in Education and Training (RQF)'],
      ['learner', 'Siobhan OConnell'],
      ['awardedDate', '2021-06-14'],
      ['certificateNumber', '086524319'],
      ['centreNumber', '99999'],
      ['certificateId', TOMASZ_ID],
    ])('refuses an index entry whose %s differs from the certificate', async (key, value) => {
      const writes = await creationWrites(SIOBHAN_ID, siobhan);
      const { studentIndex } = await documentsForCertificate(SIOBHAN_ID, siobhan);
      await expectDenied(
        commit(await firestoreAs('staff'), altering(writes, studentIndex.path, { [key]: value })),
      );
    });
  });

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

  describe('each rule on its own, as a hostile client would send it', () => {
    const notStaff = [...everyone.filter((who) => who !== 'staff'), ...impostors];

    // The app's batches mix writes to several collections, so a refusal can come from another
    // collection's rule. Here each write is sent alone, with everything else it depends on
    // already in place, so the rule under test is the only thing that can refuse it.

    it('create: a certificate planted over entries an interrupted write left behind', async () => {
      const certificate = await seedOrphanedEntries(SIOBHAN_ID);
      for (const who of notStaff) {
        const { uid, email } = actorOf(who);
        const planted = withData(certificate, { createdBy: email, createdByUid: uid });
        await expectDenied(commit(await firestoreAs(who), [planted]));
      }
      await expectAllowed(commit(await firestoreAs('staff'), [certificate]));
    });

    it('create: a back-dated certificate written without index entries', async () => {
      const certificate = await seedOrphanedEntries(SIOBHAN_ID);
      const backDated = withData(certificate, {
        createdAt: Timestamp.fromDate(new Date('2019-03-12')),
      });
      const db = await firestoreAs('staff');
      await expectDenied(commit(db, [backDated]));
      await expectAllowed(commit(db, [certificate]));
    });

    it('update: a change whose index entries and event are already in place, by anyone but staff', async () => {
      const newCentre = { ...siobhan, centreNumber: CENTRE_B };
      await seedCertificate(SIOBHAN_ID, siobhan);
      await seedIndexAhead(SIOBHAN_ID, newCentre);
      const update = async (editor: StaffActor) => {
        const writes = await editWrites(SIOBHAN_ID, siobhan, newCentre, { editor });
        const event = writes.find((write) => write.path.startsWith(`${collections.auditEvents}/`));
        await seedEventAhead(event);
        return writes.filter((write) => write.path === certificatePath(SIOBHAN_ID));
      };
      for (const who of notStaff) {
        await expectDenied(commit(await firestoreAs(who), await update(actorOf(who))));
      }
      await expectAllowed(commit(await firestoreAs('staff'), await update(STAFF)));
    });
  });

  it('are never deleted, even by staff', async () => {
    await seedCertificate(SIOBHAN_ID, siobhan);
    await expectDenied(deleteDoc(doc(await firestoreAs('staff'), certificatePath(SIOBHAN_ID))));
  });
});
