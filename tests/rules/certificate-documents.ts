import type { DocumentData } from 'firebase/firestore';

import { certificateChanges, certificateSubject } from '@/domain/audit';
import type { CertificateDetails } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import { planAddCertificate, documentsForCertificate } from '@/domain/plans/add-certificate';
import type { StaffActor } from '@/domain/staff';

import { seed, STAFF } from './harness';
import { commit, eventPath, merged, planned, type Write } from './writes';

/**
 * Certificates for the rules tests, and their addition as the app plans it (planAddCertificate),
 * altered for the cases the rules must refuse.
 */

export const SIOBHAN_ID = 'cert-siobhan';
export const TOMASZ_ID = 'cert-tomasz';
export const BEA_ID = 'cert-bea';

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

/** The id of a certificate's creation event in these tests, and of the edit that follows it. */
export const createdEventId = (certificateId: string) => `${certificateId}-created`;
export const editedEventId = (certificateId: string) => `${certificateId}-edited`;

/**
 * A plan's event altered to record the certificate as a test writes it, `before` (null for a new
 * one) to `written`, filed under `eventId` (the one the certificate's write names): so that a case
 * with one thing wrong on the certificate is refused by the certificate's rule, not the event's.
 */
export function eventFollowing(
  event: Write,
  eventId: string,
  before: DocumentData | null,
  written: DocumentData,
  eventChanges: Record<string, unknown>,
): Write {
  if (event.op !== 'set') throw new Error('An event is set.');
  const data = {
    ...event.data,
    subject: certificateSubject({
      fullName: String(written.fullName),
      certificateNumber: String(written.certificateNumber),
    }),
    changes: certificateChanges(before, written),
  };
  return { op: 'set', path: eventPath(eventId), data: merged(data, eventChanges) };
}

/** An index entry showing the certificate's public fields, where the certificate has them. */
export function followingCertificate(entry: object, certificate: DocumentData): DocumentData {
  const publicFields = {
    qualification: certificate.courseName,
    learner: certificate.fullName,
    awardedDate: certificate.awardedDate,
    certificateNumber: certificate.certificateNumber,
    centreNumber: certificate.centreNumber,
    status: certificate.status,
    statusChangedAt: certificate.statusChangedAt,
  };
  return merged(
    entry,
    Object.fromEntries(Object.entries(publicFields).filter(([, value]) => value !== undefined)),
  );
}

/**
 * Adding a certificate as the app plans it (planAddCertificate): the certificate, its first
 * event, both registry entries and both index entries, recorded by `recorder`. `changes` alters
 * the certificate (`undefined` removes a key) and the other writes follow it (the registry
 * entries are filed under its numbers, the index entries show it, the event records it), so a
 * test can make one field wrong and nothing else; `eventChanges` alters the event.
 */
export async function creationWrites(
  id: string,
  details: CertificateDetails,
  changes: Record<string, unknown> = {},
  recorder: StaffActor = STAFF,
  eventChanges: Record<string, unknown> = {},
): Promise<Write[]> {
  const documents = await documentsForCertificate(id, details);
  const replaces = typeof changes.replaces === 'string' ? { replaces: changes.replaces } : {};
  const plan = planAddCertificate(
    { certificateId: id, eventId: createdEventId(id), details, recorder, ...replaces },
    documents,
  );
  const writes = planned(plan);
  const certificateWrite = writes.find((write) => write.path === certificatePath(id));
  if (certificateWrite?.op !== 'set') throw new Error('The addition sets the certificate.');
  const certificate = merged(certificateWrite.data, changes);
  const registries = {
    [documents.certificateNumber.path]: certificateNumberPath(
      String(certificate.certificateNumber),
    ),
    [documents.studentNumber.path]: studentNumberPath(String(certificate.studentNumber)),
  };
  return writes.map((write): Write => {
    if (write.op === 'delete') return write;
    if (write === certificateWrite) return { ...write, data: certificate };
    if (write.path === plan.eventPath) {
      const eventId = String(certificate.lastEventId ?? createdEventId(id));
      return eventFollowing(write, eventId, null, certificate, eventChanges);
    }
    const registry = registries[write.path];
    if (registry) return { ...write, path: registry };
    return { ...write, data: followingCertificate(write.data, certificate) };
  });
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
