import { certificateChanges, certificateEvent, certificateSubject } from '../audit';
import { lacksCreatedAt } from '../certificate-document';
import { textFrom as text } from '../stored-values';
import { collections } from '../collections';
import type { StaffActor } from '../staff';
import type { NumberKind, VerificationIndexEntry } from '../verification-index';
import type { CertificateDocuments } from './add-certificate';
import { eventPathOf, pathOf, SERVER_TIME, type Plan, type PlannedWrite } from './plan';
import type { StoredData } from './certificate-step';

/**
 * What the backfill (scripts/lib/admin/backfill.ts) writes for one existing certificate, from the
 * documents as read: the fields it lacks, its registry and index entries, the list of their keys
 * (and the removal of entries filed under keys it should not list), and the first event of a
 * history that had not begun. A number another certificate holds is reported, never taken over.
 */

export type DuplicateNumber = {
  certificateId: string;
  kind: NumberKind;
  number: string;
  /** The certificate that already holds the number. */
  registeredTo: string;
};

/** Fields the app derives from the others; filled in only when a certificate lacks them. */
const DERIVED_FIELDS = ['fullName', 'surnameLower', 'needsReview', 'reviewStatus'] as const;

/** One of a certificate's numbers: its registry and index entries as read. */
export type NumberAsRead = {
  kind: NumberKind;
  registry: StoredData | undefined;
  index: StoredData | undefined;
  /** The certificate that claimed the number earlier in the run (a dry run registers nothing). */
  claimedBy: string | undefined;
};

export type BackfillInput = {
  certificateId: string;
  /** The certificate as read. */
  stored: StoredData;
  /** When its document was first written: the createdAt of a record without a readable one. */
  createTime: unknown;
  /** What documentsForCertificate derives from its details. */
  documents: CertificateDocuments;
  /** Its certificate number, then its student number. */
  numbers: readonly [NumberAsRead, NumberAsRead];
  /** The index entries under the keys it lists but should not, as read (absent as undefined). */
  wronglyListed: readonly { key: string; entry: StoredData | undefined }[];
  actor: StaffActor;
  /** The id of the first event, should its history start now. */
  eventId: string;
};

/** What one certificate's backfill writes, and what it found, for the run's report. */
export type BackfillPlan = Pick<Plan, 'writes'> & {
  fieldsAdded: boolean;
  historyStarted: boolean;
  keysListed: boolean;
  registryEntries: number;
  indexEntries: number;
  staleEntries: number;
  duplicates: DuplicateNumber[];
};

/**
 * The first event of a certificate kept before history began, recording its fields as they
 * stand, from nothing, so that replaying the history gives the record.
 */
function recordedEvent(
  certificateId: string,
  fields: StoredData,
  actor: StaffActor,
  eventId: string,
): PlannedWrite {
  const event = certificateEvent({
    certificateId,
    centreNumber: text(fields.centreNumber),
    action: 'certificate.recorded',
    actor,
    subject: certificateSubject({
      fullName: text(fields.fullName),
      certificateNumber: text(fields.certificateNumber),
    }),
    changes: certificateChanges(null, fields),
    prevEventId: null,
  });
  return { op: 'set', path: eventPathOf(eventId), data: { ...event, at: SERVER_TIME } };
}

const hasHistory = (stored: StoredData) => typeof stored.lastEventId === 'string';

/**
 * Starting the history of a record that cannot be indexed yet: its first event, named by the
 * record. Null for a record that has a history.
 */
export function planStartHistory(
  certificateId: string,
  stored: StoredData,
  actor: StaffActor,
  eventId: string,
): Plan | null {
  if (hasHistory(stored)) return null;
  return {
    writes: [
      {
        op: 'update',
        path: pathOf(collections.certificates, certificateId),
        data: { lastEventId: eventId },
      },
      recordedEvent(certificateId, stored, actor, eventId),
    ],
    eventPath: eventPathOf(eventId),
  };
}

function sameEntry(stored: StoredData | undefined, wanted: VerificationIndexEntry): boolean {
  if (!stored) return false;
  const keys = Object.keys(wanted) as (keyof VerificationIndexEntry)[];
  return (
    Object.keys(stored).length === keys.length && keys.every((key) => stored[key] === wanted[key])
  );
}

function listedKeysOf(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}

/** The keys a certificate lists but should not: the entries under them are read before planning. */
export function wronglyListedKeys(stored: StoredData, documents: CertificateDocuments): string[] {
  const wanted = documents.certificate.data.indexKeys;
  return listedKeysOf(stored.indexKeys).filter((key) => !wanted.includes(key));
}

/**
 * What one certificate's backfill writes: the event that starts its history if it has none; the
 * fields it lacks, with the keys of its entries if its list is wrong and that event's id; each
 * registry entry missing and each index entry that does not show it; the removal of its own
 * entries under keys it should not list. A number held by another certificate, or an index entry
 * of another's under its key, is reported, and its key list is then left as it is.
 */
export function planBackfill({
  certificateId,
  stored,
  createTime,
  documents,
  numbers,
  wronglyListed,
  actor,
  eventId,
}: BackfillInput): BackfillPlan {
  const record = documents.certificate.data;
  const missing = Object.fromEntries(
    DERIVED_FIELDS.filter((field) => stored[field] === undefined).map((field) => [
      field,
      record[field],
    ]),
  );
  // The Student List orders by createdAt, and Firestore leaves a document without the field out
  // of such a query (and sorts text after every timestamp): a record without a readable one is
  // given the moment its document was first written, as the app reads it (lacksCreatedAt).
  const dated = lacksCreatedAt(stored) && createTime ? { createdAt: createTime } : {};
  const startsHistory = !hasHistory(stored);

  const writes: PlannedWrite[] = [];
  const duplicates: DuplicateNumber[] = [];
  let registryEntries = 0;
  let indexEntries = 0;
  const halves = [
    {
      ...numbers[0],
      number: record.certificateNumber,
      entry: documents.certificateNumber,
      indexEntry: documents.certificateIndex,
    },
    {
      ...numbers[1],
      number: record.studentNumber,
      entry: documents.studentNumber,
      indexEntry: documents.studentIndex,
    },
  ];
  for (const { kind, registry, index, claimedBy, number, entry, indexEntry } of halves) {
    const holder = registry ? text(registry.certificateId) : (claimedBy ?? certificateId);
    const indexHolder = index ? text(index.certificateId) : certificateId;
    const otherHolder = holder !== certificateId ? holder : indexHolder;
    if (otherHolder !== certificateId) {
      duplicates.push({ certificateId, kind, number, registeredTo: otherHolder });
      continue;
    }
    if (!registry) {
      writes.push({ op: 'set', path: entry.path, data: { certificateId } });
      registryEntries += 1;
    }
    if (!sameEntry(index, indexEntry.data)) {
      writes.push({
        op: 'set',
        path: indexEntry.path,
        data: { ...documents.certificateIndex.data },
      });
      indexEntries += 1;
    }
  }

  // The key list follows the entries: only a certificate with both of its own is given one.
  const wantedKeys = record.indexKeys;
  const listed = listedKeysOf(stored.indexKeys);
  const keysInOrder =
    listed.length === wantedKeys.length && listed.every((key, at) => key === wantedKeys[at]);
  const keysListed = duplicates.length === 0 && !keysInOrder;
  const stale = keysListed
    ? wronglyListed.filter(({ entry }) => entry && text(entry.certificateId) === certificateId)
    : [];
  for (const { key } of stale) {
    writes.push({ op: 'delete', path: pathOf(collections.verificationIndex, key) });
  }

  const update = {
    ...missing,
    ...dated,
    ...(keysListed ? { indexKeys: wantedKeys } : {}),
    ...(startsHistory ? { lastEventId: eventId } : {}),
  };
  if (Object.keys(update).length > 0) {
    writes.unshift({
      op: 'update',
      path: pathOf(collections.certificates, certificateId),
      data: update,
    });
  }
  if (startsHistory) {
    writes.unshift(recordedEvent(certificateId, { ...stored, ...missing }, actor, eventId));
  }
  return {
    writes,
    fieldsAdded: Object.keys({ ...missing, ...dated }).length > 0,
    historyStarted: startsHistory,
    keysListed,
    registryEntries,
    indexEntries,
    staleEntries: stale.length,
    duplicates,
  };
}
