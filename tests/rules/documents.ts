import {
  doc,
  serverTimestamp,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import type { StaffActor } from '@/domain/staff';
import { documentsForCertificate, type DocumentWrite } from '@/domain/verification-index';
import { failedAttemptFor } from '@/domain/verification-input';

import { COLLEAGUE, seed, STAFF } from './harness';

/**
 * Valid documents built by the same domain functions the app uses, and the writes the app makes
 * with them, as plain lists a test can alter (drop a write, change a field) before committing.
 */

// ---- Writes --------------------------------------------------------------------------------

export type Write =
  { op: 'set' | 'update'; path: string; data: DocumentData } | { op: 'delete'; path: string };

/** Commits the writes in one batch, as the app's transactions do. */
export async function commit(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batch = writeBatch(db);
  for (const write of writes) {
    const ref = doc(db, write.path);
    if (write.op === 'set') batch.set(ref, write.data);
    else if (write.op === 'update') batch.update(ref, write.data);
    else batch.delete(ref);
  }
  await batch.commit();
}

/** The same list without the write to `path`. */
export function without(writes: readonly Write[], path: string): Write[] {
  const kept = writes.filter((write) => write.path !== path);
  if (kept.length === writes.length) throw new Error(`No write to ${path}`);
  return kept;
}

/** The same list with the data written to `path` changed (`undefined` removes a key). */
export function altering(
  writes: readonly Write[],
  path: string,
  changes: Record<string, unknown>,
): Write[] {
  if (!writes.some((write) => write.path === path)) throw new Error(`No write to ${path}`);
  return writes.map((write) => {
    if (write.path !== path || write.op === 'delete') return write;
    return { ...write, data: merged(write.data, changes) };
  });
}

export function pathOf(write: DocumentWrite<unknown>): string {
  return `${write.collection}/${write.id}`;
}

// ---- Certificates --------------------------------------------------------------------------

export const siobhan: CertificateDetails = {
  certificateNumber: '086524318',
  studentNumber: 'Q9224705',
  firstName: 'Siobhán',
  surname: "O'Connell",
  courseName: 'Larkfield Level 3 Certificate in Supporting Teaching and Learning (RQF)',
  awardedDate: '2024-06-14',
  birthYear: '92',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

export const tomasz: CertificateDetails = {
  certificateNumber: '086523512',
  studentNumber: 'Q8823906',
  firstName: 'Tomasz',
  surname: 'Wiśniewski',
  courseName: 'Larkfield Level 2 Diploma in Business Administration (RQF)',
  awardedDate: '2023-11-02',
  birthYear: '',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

export const SIOBHAN_ID = 'cert-siobhan';
export const TOMASZ_ID = 'cert-tomasz';

export function certificatePath(id: string): string {
  return `${collections.certificates}/${id}`;
}

export function certificateNumberPath(number: string): string {
  return `${collections.certificateNumbers}/${number}`;
}

export function studentNumberPath(number: string): string {
  return `${collections.studentNumbers}/${number}`;
}

export function indexPath(key: string): string {
  return `${collections.verificationIndex}/${key}`;
}

/**
 * Adding a certificate: the certificate, both registry entries, both index entries, as
 * documentsForCertificate builds them, recorded by `recorder`. `changes` alters the certificate
 * (`undefined` removes a key) and the other writes follow it, so a test can make one field wrong
 * and nothing else.
 */
export async function creationWrites(
  id: string,
  details: CertificateDetails,
  changes: Record<string, unknown> = {},
  recorder: StaffActor = STAFF,
): Promise<Write[]> {
  const documents = await documentsForCertificate(id, details);
  const certificate = merged(
    {
      ...documents.certificate.data,
      createdAt: serverTimestamp(),
      createdBy: recorder.email,
      createdByUid: recorder.uid,
    },
    changes,
  );
  const entry = followingCertificate(documents.certificateIndex.data, certificate);
  return [
    { op: 'set', path: certificatePath(id), data: certificate },
    {
      op: 'set',
      path: certificateNumberPath(String(certificate.certificateNumber)),
      data: { certificateId: id },
    },
    {
      op: 'set',
      path: studentNumberPath(String(certificate.studentNumber)),
      data: { certificateId: id },
    },
    { op: 'set', path: pathOf(documents.certificateIndex), data: { ...entry } },
    { op: 'set', path: pathOf(documents.studentIndex), data: { ...entry } },
  ];
}

/** `changes` over `data`, where `undefined` removes a key. */
export function merged(data: object, changes: Record<string, unknown>): DocumentData {
  return Object.fromEntries(
    Object.entries({ ...data, ...changes }).filter(([, value]) => value !== undefined),
  );
}

/** What the Edit Student Details dialog saves. */
const editableKeys = [
  'studentNumber',
  'firstName',
  'surname',
  'fullName',
  'surnameLower',
  'courseName',
  'certificateNumber',
  'awardedDate',
  'centreNumber',
  'indexKeys',
] as const;

/**
 * Saving an edit: the certificate's editable fields and index keys with updatedAt/updatedBy/
 * updatedByUid; for a changed number, the old registry entry released and the new one taken;
 * the index entries for the old numbers and names deleted and the new ones written. `changes`
 * alters the certificate update (`undefined` leaves a key out) and the index entries follow it.
 */
export async function editWrites(
  id: string,
  before: CertificateDetails,
  after: CertificateDetails,
  { editor = STAFF, changes = {} }: { editor?: StaffActor; changes?: Record<string, unknown> } = {},
): Promise<Write[]> {
  const [old, next] = await Promise.all([
    documentsForCertificate(id, before),
    documentsForCertificate(id, after),
  ]);
  const record = next.certificate.data;
  const update = merged(
    {
      ...Object.fromEntries(editableKeys.map((key) => [key, record[key]])),
      updatedAt: serverTimestamp(),
      updatedBy: editor.email,
      updatedByUid: editor.uid,
    },
    changes,
  );
  const writes: Write[] = [{ op: 'update', path: certificatePath(id), data: update }];
  for (const kind of ['certificateNumber', 'studentNumber'] as const) {
    if (old[kind].id !== next[kind].id) {
      writes.push({ op: 'delete', path: pathOf(old[kind]) });
      writes.push({ op: 'set', path: pathOf(next[kind]), data: { ...next[kind].data } });
    }
  }
  const nextKeys = new Set([next.certificateIndex.id, next.studentIndex.id]);
  for (const entry of [old.certificateIndex, old.studentIndex]) {
    if (!nextKeys.has(entry.id)) writes.push({ op: 'delete', path: pathOf(entry) });
  }
  const entry = followingCertificate(next.certificateIndex.data, update);
  for (const { id: key } of [next.certificateIndex, next.studentIndex]) {
    writes.push({ op: 'set', path: indexPath(key), data: { ...entry } });
  }
  return writes;
}

/** An index entry showing the certificate's public fields, where the certificate has them. */
function followingCertificate(entry: object, certificate: DocumentData): DocumentData {
  const publicFields = {
    qualification: certificate.courseName,
    learner: certificate.fullName,
    awardedDate: certificate.awardedDate,
    certificateNumber: certificate.certificateNumber,
    centreNumber: certificate.centreNumber,
  };
  return merged(
    entry,
    Object.fromEntries(Object.entries(publicFields).filter(([, value]) => value !== undefined)),
  );
}

/** A certificate already on the register, with its registry and index entries. */
export async function seedCertificate(
  id: string,
  details: CertificateDetails,
  changes: Record<string, unknown> = {},
): Promise<void> {
  const writes = await creationWrites(id, details, changes);
  await seed((db) => commit(db, writes));
}

/** A record imported from the old system: a text date, fields the app no longer writes. */
export async function seedLegacyCertificate(id: string, data: DocumentData): Promise<void> {
  await seed((db) => commit(db, [{ op: 'set', path: certificatePath(id), data }]));
}

// ---- Failed verifications -------------------------------------------------------------------

export const ATTEMPT_ID = 'attempt-1';

export function attemptPath(id = ATTEMPT_ID): string {
  return `${collections.failedVerifications}/${id}`;
}

export const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A failed attempt exactly as the verification page records it. */
export function failedAttempt(overrides: Record<string, unknown> = {}): DocumentData {
  const base: DocumentData = {
    ...failedAttemptFor(
      {
        certificateNumber: '086524318',
        studentNumber: null,
        firstName: 'siobhan',
        surname: 'connell',
      },
      USER_AGENT,
    ),
    attemptedAt: serverTimestamp(),
  };
  return merged(base, overrides);
}

/** A failed attempt already in the log, optionally already flagged suspicious. */
export async function seedAttempt(
  state: 'failed' | 'suspicious' | 'underInvestigation' = 'failed',
  id = ATTEMPT_ID,
): Promise<void> {
  const flagged = {
    status: 'suspicious',
    reviewedBy: COLLEAGUE.email,
    reviewedByUid: COLLEAGUE.uid,
    reviewedAt: serverTimestamp(),
    reviewNote: 'Third attempt this week with the same certificate number and other names.',
  };
  const investigated = {
    investigationNote: 'Centre 87583 asked to confirm the learner list.',
    investigatedBy: COLLEAGUE.email,
    investigatedByUid: COLLEAGUE.uid,
    investigatedAt: serverTimestamp(),
    isUnderInvestigation: true,
  };
  const data = failedAttempt({
    ...(state === 'failed' ? {} : flagged),
    ...(state === 'underInvestigation' ? investigated : {}),
  });
  await seed((db) => commit(db, [{ op: 'set', path: attemptPath(id), data }]));
}

/** 'Flag Suspicious' as the review screen sends it; an `undefined` override leaves a field out. */
export function flagSuspicious(
  db: Firestore,
  overrides: Record<string, unknown> = {},
  id = ATTEMPT_ID,
  reviewer: StaffActor = STAFF,
): Promise<void> {
  const update = {
    status: 'suspicious',
    reviewedBy: reviewer.email,
    reviewedByUid: reviewer.uid,
    reviewedAt: serverTimestamp(),
    reviewNote: 'Surname does not match the certificate holder; second attempt today.',
  };
  return updateDoc(doc(db, attemptPath(id)), merged(update, overrides));
}

/** 'Mark Under Investigation' as the review screen sends it; `undefined` leaves a field out. */
export function markUnderInvestigation(
  db: Firestore,
  overrides: Record<string, unknown> = {},
  id = ATTEMPT_ID,
  reviewer: StaffActor = STAFF,
): Promise<void> {
  const update = {
    investigationNote: 'Referred to the centre for confirmation of enrolment.',
    investigatedBy: reviewer.email,
    investigatedByUid: reviewer.uid,
    investigatedAt: serverTimestamp(),
    isUnderInvestigation: true,
  };
  return updateDoc(doc(db, attemptPath(id)), merged(update, overrides));
}
