import type { Firestore as AdminFirestore } from 'firebase-admin/firestore';

import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '@/domain/certificate';
import {
  formatCertificateNumber,
  formatStudentNumber,
  type RandomSource,
} from '@/domain/certificate-numbers';
import { collections } from '@/domain/collections';
import { documentsForCertificate } from '@/domain/plans/add-certificate';

export { seededRandom } from '@/domain/certificate-numbers';

/**
 * What the register should hold, kept beside the database by the randomised tests: each
 * certificate's details by id. `expectedDocuments` turns it into every registry and index
 * document there should be, and `storedDocuments` reads what there is, for a whole-collection
 * comparison that shows strays as well as gaps.
 */

export function pick<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('Cannot pick from an empty list.');
  return item;
}

const firstNames = ['Aoife', 'Siobhán', 'Tomasz', 'Priya', 'Kwame', 'Mary Ann', 'Zoë', 'Oluwaseun'];
const surnames = ["O'Connell", 'Wiśniewski', 'Patel', 'Mensah', 'Smith-Jones', 'de la Cruz', 'Ng'];
const courses = [
  'Larkfield Level 3 Certificate in Supporting Teaching and Learning (RQF)',
  'Larkfield Level 2 Diploma in Business Administration (RQF)',
  'Larkfield Level 4 Certificate in Education and Training (RQF)',
  '',
];

export class RegisterModel {
  readonly certificates = new Map<string, CertificateDetails>();
  private readonly random: RandomSource;

  constructor(random: RandomSource) {
    this.random = random;
  }

  private numbersInUse(field: 'certificateNumber' | 'studentNumber'): Set<string> {
    return new Set([...this.certificates.values()].map((details) => details[field]));
  }

  /** A well-formed number no certificate holds. */
  freeNumber(field: 'certificateNumber' | 'studentNumber'): string {
    const used = this.numbersInUse(field);
    for (;;) {
      const awardYear = 2015 + Math.floor(this.random() * 11);
      const sequence = 112 + Math.floor(this.random() * 888);
      const number =
        field === 'certificateNumber'
          ? formatCertificateNumber(awardYear, sequence)
          : formatStudentNumber(String(80 + Math.floor(this.random() * 20)), awardYear, sequence);
      if (!used.has(number)) return number;
    }
  }

  /** A number another certificate than `id` holds, if there is one. */
  takenNumber(field: 'certificateNumber' | 'studentNumber', id: string): string | null {
    const others = [...this.certificates.entries()].filter(([other]) => other !== id);
    return others.length > 0 ? pick(this.random, others)[1][field] : null;
  }

  newDetails(): CertificateDetails {
    return {
      certificateNumber: this.freeNumber('certificateNumber'),
      studentNumber: this.freeNumber('studentNumber'),
      firstName: pick(this.random, firstNames),
      surname: pick(this.random, surnames),
      courseName: pick(this.random, courses),
      awardedDate: `20${15 + Math.floor(this.random() * 10)}-0${1 + Math.floor(this.random() * 9)}-1${Math.floor(this.random() * 10)}`,
      birthYear: '',
      centreNumber: DEFAULT_CENTRE_NUMBER,
    };
  }

  randomName(kind: 'first' | 'surname'): string {
    return pick(this.random, kind === 'first' ? firstNames : surnames);
  }

  randomCourse(): string {
    return pick(this.random, courses);
  }
}

type StoredDocuments = Record<string, Record<string, unknown>>;

/** Every registry and index document the model says should exist, by path. */
export async function expectedDocuments(model: RegisterModel): Promise<StoredDocuments> {
  const expected: StoredDocuments = {};
  for (const [id, details] of model.certificates) {
    const documents = await documentsForCertificate(id, details);
    for (const write of [
      documents.certificateNumber,
      documents.studentNumber,
      documents.certificateIndex,
      documents.studentIndex,
    ]) {
      expected[write.path] = { ...write.data };
    }
  }
  return expected;
}

/** Every registry and index document in the database, by path. */
export async function storedDocuments(db: AdminFirestore): Promise<StoredDocuments> {
  const stored: StoredDocuments = {};
  for (const name of [
    collections.certificateNumbers,
    collections.studentNumbers,
    collections.verificationIndex,
  ]) {
    const snapshot = await db.collection(name).get();
    for (const entry of snapshot.docs) stored[`${name}/${entry.id}`] = entry.data();
  }
  return stored;
}
