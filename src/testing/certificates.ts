import type { Certificate, CertificateDetails } from '@/domain/certificate';
import { certificateFromData } from '@/domain/certificate-document';
import { collections } from '@/domain/collections';
import { planAddition } from '@/domain/plans/add-certificate';
import { appliedInMemory } from '@/domain/plans/apply-in-memory';
import { pathOf, type PlannedData } from '@/domain/plans/plan';
import type { StaffActor } from '@/domain/staff';

import { OKAFOR } from './staff';

/**
 * Certificates as the app's addition leaves them (planAddition, applied in memory as the seed
 * applies it), for tests that need a stored certificate rather than the writes that make it: the
 * component tests' Certificate, a document to seed past the rules.
 */

/** When the tests' certificates were recorded, unless a test is about when. */
const RECORDED_AT = new Date('2025-03-12T10:00:00Z');

type AdditionOptions = {
  id?: string;
  /** Who recorded it; OKAFOR unless the test is about who. */
  recorder?: StaffActor;
  /** When it was recorded: the server's time of the commit. */
  at?: Date;
  eventId?: string;
  /** The certificate it replaces. */
  replaces?: string;
};

/**
 * Every document the addition of `details` writes, as stored once committed at `at`, by path:
 * the certificate, its registry and index entries, and its first event.
 */
export async function addedDocuments(
  details: CertificateDetails,
  { id = 'cert-1', recorder = OKAFOR, at = RECORDED_AT, eventId, replaces }: AdditionOptions = {},
): Promise<Map<string, PlannedData>> {
  const plan = await planAddition({
    certificateId: id,
    eventId: eventId ?? `${id}-created`,
    details,
    recorder,
    ...(replaces ? { replaces } : {}),
  });
  return appliedInMemory(new Map(), plan, at);
}

/** The certificate document the addition stores. */
export async function storedCertificate(
  details: CertificateDetails,
  options: AdditionOptions = {},
): Promise<PlannedData> {
  const id = options.id ?? 'cert-1';
  const stored = (await addedDocuments(details, options)).get(pathOf(collections.certificates, id));
  if (!stored) throw new Error(`The addition stored no certificate ${id}.`);
  return stored;
}

/**
 * The certificate as the app reads it once added (certificateFromData), with what the test is
 * about changed: its standing, who changed it last.
 */
export async function addedCertificate(
  details: CertificateDetails,
  { changes = {}, ...options }: AdditionOptions & { changes?: Partial<Certificate> } = {},
): Promise<Certificate> {
  const id = options.id ?? 'cert-1';
  return { ...certificateFromData(id, await storedCertificate(details, options)), ...changes };
}
