/**
 * Saving a new certificate, with numbers never used before, two ways:
 *   ours      the app's own addCertificate: one transaction that reads both registry entries,
 *             refuses a number in use, and writes the certificate, both registry entries and
 *             both verification-index entries, under the real rules (which check all of that);
 *   original  the first version's way (docs/product.md, The first version's data access): query
 *             certificates equal on the certificate number and equal on the student number,
 *             then add the certificate document. Our rules refuse a certificate without its
 *             registry entries, so this runs under the permissive rules the original relied on
 *             (any signed-in user reads and writes anything), loaded for this step only and
 *             replaced by firestore.rules straight after.
 * Both on the same register, one save at a time. Afterwards every document each way wrote is
 * read back past the rules and checked against what it was asked to save: ours the certificate,
 * its registry and index entries and its first event; the original its certificate. The
 * emulator answers the original's equality queries by scanning every certificate, where Firestore
 * reads an index, so most of its time gap at 10,000 certificates is the emulator's.
 * Runs after the reading benchmarks: it adds certificates.
 */
import {
  addDoc,
  collection,
  getDocs,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import { qualifications } from '../../src/content/qualifications';
import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '../../src/domain/certificate';
import {
  FIRST_FREE_SEQUENCE,
  formatCertificateNumber,
  formatStudentNumber,
} from '../../src/domain/certificate-numbers';
import { collections } from '../../src/domain/collections';
import { documentsForCertificate } from '../../src/domain/plans/add-certificate';
import { certificateRecordFor } from '../../src/domain/verification-index';
import { addCertificate } from '../../src/features/certificates/api/add-certificate';
import { demoLearners } from '../lib/demo/demo-learners';
import { cycle, isoDate } from '../lib/demo/demo-random';
import { loadRules } from '../lib/emulators/emulator-client';
import { BENCH_STAFF, projectRules, type BenchContext } from './emulator';
import { measure } from './measure';
import { EQUALITY_QUERIES_SCAN, type BenchmarkResult } from './report';
import { oldestSeededYear } from './seed';
import { rulesReadsUnder } from './wire';
import { agreementNote, differencesFrom, type ExpectedDocument } from './written';

const SAVES = 40;

const ORIGINAL_RULES = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /{document=**} {
      allow read, write: if request.auth != null;
    }
  }
}
`;

/** The nth new certificate of an award year no seeded certificate uses. */
export function newCertificate(index: number, awardYear: number): CertificateDetails {
  const learner = cycle(demoLearners, index);
  return {
    certificateNumber: formatCertificateNumber(awardYear, FIRST_FREE_SEQUENCE + index),
    studentNumber: formatStudentNumber(learner.born, awardYear, FIRST_FREE_SEQUENCE + index),
    firstName: learner.firstName,
    surname: learner.surname,
    courseName: cycle(qualifications, index).title,
    awardedDate: isoDate(new Date(Date.UTC(awardYear, 5, 1 + (index % 28)))),
    birthYear: learner.born,
    centreNumber: DEFAULT_CENTRE_NUMBER,
  };
}

/** The first version's duplicate check: two equality queries, then one new document; its id. */
async function originalAdd(db: Firestore, details: CertificateDetails): Promise<string> {
  const record = certificateRecordFor(details);
  const certificates = collection(db, collections.certificates);
  const [byCertificate, byStudent] = await Promise.all([
    getDocs(query(certificates, where('certificateNumber', '==', record.certificateNumber))),
    getDocs(query(certificates, where('studentNumber', '==', record.studentNumber))),
  ]);
  if (!byCertificate.empty || !byStudent.empty) throw new Error('Number already in use.');
  const added = await addDoc(certificates, { ...record, createdAt: serverTimestamp() });
  return added.id;
}

/** What the app's save must have written for a certificate: all five documents and its event. */
async function expectedFromOurs(
  id: string,
  details: CertificateDetails,
  stored: Readonly<Record<string, unknown>> | undefined,
): Promise<ExpectedDocument[]> {
  const documents = await documentsForCertificate(id, details);
  const eventId = typeof stored?.lastEventId === 'string' ? stored.lastEventId : '(none)';
  return [
    ...Object.values(documents),
    {
      path: `${collections.auditEvents}/${eventId}`,
      data: { certificateId: id, action: 'certificate.created', prevEventId: null },
    },
  ];
}

export async function benchAddCertificate({
  admin,
  staff,
  projectId,
  now,
  certificates,
}: BenchContext): Promise<BenchmarkResult> {
  const freeYear = oldestSeededYear(certificates, now.getFullYear()) - 1;
  const saved = { ours: new Map<number, string>(), original: new Map<number, string>() };

  const ours = await measure(
    'Ours: one transaction, registries, index and event',
    { conditions: 'firestore.rules, as staff', rulesReads: rulesReadsUnder.staff },
    SAVES,
    async (index) => {
      const added = await addCertificate(staff, newCertificate(index, freeYear), BENCH_STAFF);
      saved.ours.set(index, added.id);
    },
  );

  await loadRules(projectId, ORIGINAL_RULES);
  let original;
  try {
    original = await measure(
      "Spec's original: two duplicate queries, then addDoc",
      {
        conditions: 'permissive rules (any signed-in user reads and writes all), as staff',
        rulesReads: rulesReadsUnder.permissive,
      },
      SAVES,
      async (index) => {
        saved.original.set(index, await originalAdd(staff, newCertificate(index, freeYear - 1)));
      },
    );
  } finally {
    await loadRules(projectId, projectRules());
  }

  // What each way wrote, read back: every save, the warm-up's included.
  const oursStored = await admin.getAll(
    ...[...saved.ours.values()].map((id) => admin.collection(collections.certificates).doc(id)),
  );
  const expectedOurs = (
    await Promise.all(
      [...saved.ours].map(([index, id], position) =>
        expectedFromOurs(id, newCertificate(index, freeYear), oursStored[position]?.data()),
      ),
    )
  ).flat();
  const expectedOriginal = [...saved.original].map(([index, id]) => ({
    path: `${collections.certificates}/${id}`,
    data: certificateRecordFor(newCertificate(index, freeYear - 1)),
  }));
  const oursWrong = await differencesFrom(admin, expectedOurs);
  const originalWrong = await differencesFrom(admin, expectedOriginal);
  const everySave = saved.ours.size === SAVES + 1 && saved.original.size === SAVES + 1;

  return {
    title: `Add certificate: ${SAVES} saves, one at a time`,
    comparisons: [
      {
        task: 'Add certificate (save)',
        ours,
        original,
        emulatorNote: EQUALITY_QUERIES_SCAN,
      },
    ],
    notes: {
      'Award years used': `${freeYear} (ours), ${freeYear - 1} (original): no seeded certificate holds them`,
      'Saves recorded each way': `${saved.ours.size} ours, ${saved.original.size} original (${SAVES + 1} sent, warm-up included)`,
      'Ours wrote the certificate, both registry and index entries and the event, as asked':
        agreementNote(oursWrong),
      'The original wrote the certificate as asked': agreementNote(originalWrong),
    },
    agreed: everySave && oursWrong.length === 0 && originalWrong.length === 0,
  };
}
