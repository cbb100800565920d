import { doc, runTransaction, serverTimestamp, setDoc, Timestamp } from 'firebase/firestore';
import { describe, expect, it } from 'vitest';

import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { collections } from '@/domain/collections';
import { CERTIFICATE_KEYS } from '@/domain/document-keys';
import { COURSE_NAME_LIMIT, NAME_LIMIT } from '@/domain/limits';
import { approvedCentre } from '@/testing/centres';
import { siobhan, tomasz } from '@/testing/learners';

import { getDocFromServer } from './server-reads';
import {
  certificateNumberPath,
  certificatePath,
  creationWrites,
  createdEventId,
  seedCertificate,
  SIOBHAN_ID,
  studentNumberPath,
  TOMASZ_ID,
} from './certificate-documents';
import { seedCertificateIn } from './status-documents';
import { altering, commit, eventPath, without, type Write } from './writes';
import {
  COLLEAGUE,
  expectAllowed,
  expectDenied,
  firestoreAs,
  seed,
  STAFF,
  STAFF_EMAIL,
  startEachTestEmpty,
  clientTime,
} from './harness';

/** Writes an event as an administrator would, ahead of the change it records. */
async function seedEventAhead(event: Write | undefined): Promise<void> {
  if (event?.op !== 'set') throw new Error('The edit writes its event.');
  await seed((db) => commit(db, [event]));
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

/**
 * Adding a certificate (planAddCertificate): what the add form's transaction writes, and each
 * way the rules refuse a certificate, its registry entries or its index entries that are wrong.
 */

describe('certificates', () => {
  startEachTestEmpty();

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
});
