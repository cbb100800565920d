/**
 * Saving a new certificate, with numbers never used before, two ways:
 *   ours      the app's own addCertificate: one transaction that reads both registry entries,
 *             refuses a number in use, and writes the certificate, both registry entries and
 *             both verification-index entries, under the real rules (which check all of that);
 *   original  the spec's way: query certificates equal on the certificate number and equal on
 *             the student number, then add the certificate document. Our rules refuse a
 *             certificate without its registry entries, so this runs under the permissive rules
 *             the original relied on (any signed-in user reads and writes anything), loaded
 *             for this step only and replaced by firestore.rules straight after.
 * Both on the same register, one save at a time. Runs last: it adds certificates.
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
import { certificateRecordFor } from '../../src/domain/verification-index';
import { addCertificate } from '../../src/features/certificates/api/add-certificate';
import { demoLearners } from '../lib/demo-learners';
import { cycle, isoDate } from '../lib/demo-random';
import { BENCH_STAFF, loadRules, projectRules, type BenchContext } from './emulator';
import { billedReads, measure } from './measure';
import type { BenchmarkResult } from './report';
import { oldestSeededYear } from './seed';

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
function newCertificate(index: number, awardYear: number): CertificateDetails {
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

/** SPEC §7 "Duplicate check": two equality queries, then one new document. */
async function originalAdd(db: Firestore, details: CertificateDetails): Promise<number> {
  const record = certificateRecordFor(details);
  const certificates = collection(db, collections.certificates);
  const [byCertificate, byStudent] = await Promise.all([
    getDocs(query(certificates, where('certificateNumber', '==', record.certificateNumber))),
    getDocs(query(certificates, where('studentNumber', '==', record.studentNumber))),
  ]);
  if (!byCertificate.empty || !byStudent.empty) throw new Error('Number already in use.');
  await addDoc(certificates, { ...record, createdAt: serverTimestamp() });
  return billedReads(byCertificate.size) + billedReads(byStudent.size);
}

export async function benchAddCertificate({
  staff,
  projectId,
  now,
  certificates,
}: BenchContext): Promise<BenchmarkResult> {
  const freeYear = oldestSeededYear(certificates, now.getFullYear()) - 1;

  const ours = await measure(
    'Ours: one transaction, registries and index',
    SAVES,
    async (index) => {
      await addCertificate(staff, newCertificate(index, freeYear), BENCH_STAFF);
      // Two registry entries read (a missing document is billed as one read).
      return { documentsRead: 2 };
    },
  );

  await loadRules(projectId, ORIGINAL_RULES);
  let original;
  try {
    original = await measure(
      "Spec's original: two duplicate queries, then addDoc",
      SAVES,
      async (index) => ({
        documentsRead: await originalAdd(staff, newCertificate(index, freeYear - 1)),
      }),
    );
  } finally {
    await loadRules(projectId, projectRules());
  }

  return {
    title: `Add certificate: ${SAVES} saves, one at a time`,
    comparisons: [{ task: 'Add certificate (save)', ours, original }],
    notes: {
      'Documents written per save': 'ours 5 (certificate, 2 registry, 2 index); original 1',
      'Award years used': `${freeYear} (ours), ${freeYear - 1} (original): no seeded certificate holds them`,
    },
    agreed: true,
  };
}
