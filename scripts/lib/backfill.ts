import {
  FieldPath,
  FieldValue,
  type Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

import type {
  CertificateDetails,
  CertificateRecord,
  IndexKeys,
} from '../../src/domain/certificate';
import { certificateChanges, certificateEvent, certificateSubject } from '../../src/domain/audit';
import { certificateDetailsFromData, lacksCreatedAt } from '../../src/domain/certificate-document';
import { collections } from '../../src/domain/collections';
import type { StaffActor } from '../../src/domain/staff';
import { textFrom as text } from '../../src/domain/stored-values';
import {
  documentsForCertificate,
  type CertificateDocuments,
  type NumberKind,
  type VerificationIndexEntry,
} from '../../src/domain/verification-index';

/**
 * Brings an existing `certificates` collection (for example one imported from the old system)
 * up to the shape DESIGN.md describes: every certificate with its two registry entries, two
 * verification index entries and the list of their keys, all derived by
 * `documentsForCertificate`. It adds what is missing and corrects a key list that does not match
 * the certificate's numbers and names (the rules cannot compute a key, so this is where a wrong
 * one is caught), removing the entries filed under the wrong keys. A number already registered
 * to another certificate is reported, never taken over, and a second run finds nothing to do.
 */

export type DuplicateNumber = {
  certificateId: string;
  kind: NumberKind;
  number: string;
  /** The certificate that already holds the number. */
  registeredTo: string;
};

export type SkippedCertificate = { certificateId: string; reason: string };

export type BackfillSummary = {
  dryRun: boolean;
  scanned: number;
  /** Certificates that already had everything. */
  complete: number;
  /**
   * Certificates given fields they lacked: the derived ones (fullName, surnameLower, review
   * state) and createdAt.
   */
  certificatesUpdated: number;
  registryEntriesCreated: number;
  indexEntriesWritten: number;
  /** Certificates given the keys of their index entries, or whose list was wrong and corrected. */
  indexKeysListed: number;
  /** Entries removed because their certificate listed them under keys it should not have. */
  indexEntriesRemoved: number;
  /** Certificates without a history given its first event: 'recorded before history began'. */
  historiesStarted: number;
  duplicates: DuplicateNumber[];
  skipped: SkippedCertificate[];
};

export type BackfillOptions = {
  /** Work out and report everything, write nothing. */
  dryRun?: boolean;
  /** Certificates read per page. */
  pageSize?: number;
  /** Who runs it, as the first event of each history it starts names them. */
  actor?: StaffActor;
};

/** The actor of a backfill run when none is given: the script itself. */
export const BACKFILL_ACTOR: StaffActor = { uid: 'script:backfill', email: 'npm run backfill' };

/** Fields the app derives from the others; filled in only when a certificate lacks them. */
const DERIVED_FIELDS = ['fullName', 'surnameLower', 'needsReview', 'reviewStatus'] as const;

const IDENTIFYING_FIELDS: [keyof CertificateDetails, string][] = [
  ['certificateNumber', 'certificate number'],
  ['studentNumber', 'student number'],
  ['firstName', 'first name'],
  ['surname', 'surname'],
];

function missingDerivedFields(
  stored: DocumentData,
  record: CertificateRecord,
): Partial<CertificateRecord> {
  const missing: Partial<CertificateRecord> = {};
  for (const field of DERIVED_FIELDS) {
    if (stored[field] === undefined) Object.assign(missing, { [field]: record[field] });
  }
  return missing;
}

function sameEntry(stored: DocumentData | undefined, wanted: VerificationIndexEntry): boolean {
  if (!stored) return false;
  const keys = Object.keys(wanted) as (keyof VerificationIndexEntry)[];
  return (
    Object.keys(stored).length === keys.length && keys.every((key) => stored[key] === wanted[key])
  );
}

const claimKey = (kind: NumberKind, number: string) => `${kind}:${number}`;

type CertificatePlan = {
  derived: Partial<CertificateRecord> & {
    createdAt?: Timestamp;
    indexKeys?: IndexKeys;
    lastEventId?: string;
  };
  registries: DocumentReference[];
  index: DocumentReference[];
  /** Entries of this certificate under keys it should not list. */
  staleIndex: DocumentReference[];
  duplicates: DuplicateNumber[];
};

function storedKeys(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((key): key is string => typeof key === 'string') : [];
}

/**
 * The first event of a certificate kept before history began: it records the certificate's
 * fields as they stand, from nothing, so that replaying the history gives the record. Null for a
 * certificate that has a history already.
 */
function startHistory(
  db: Firestore,
  certificate: DocumentSnapshot,
  fields: DocumentData,
  actor: StaffActor,
): { ref: DocumentReference; data: DocumentData } | null {
  if (typeof certificate.get('lastEventId') === 'string') return null;
  return {
    ref: db.collection(collections.auditEvents).doc(),
    data: {
      ...certificateEvent({
        certificateId: certificate.id,
        action: 'certificate.recorded',
        actor,
        subject: certificateSubject({
          fullName: text(fields.fullName),
          certificateNumber: text(fields.certificateNumber),
        }),
        changes: certificateChanges(null, fields),
        prevEventId: null,
      }),
      at: FieldValue.serverTimestamp(),
    },
  };
}

/** One certificate, inside a transaction so staff saving at the same moment cannot interleave. */
async function backfillOne(
  db: Firestore,
  transaction: Transaction,
  certificateId: string,
  docs: CertificateDocuments,
  {
    dryRun,
    claimed,
    actor,
  }: { dryRun: boolean; claimed: ReadonlyMap<string, string>; actor: StaffActor },
): Promise<CertificatePlan | null> {
  const ref = (write: { collection: string; id: string }) =>
    db.collection(write.collection).doc(write.id);
  const halves = [
    {
      kind: 'certificate' as const,
      registry: docs.certificateNumber,
      index: docs.certificateIndex,
    },
    { kind: 'student' as const, registry: docs.studentNumber, index: docs.studentIndex },
  ];
  const certificate = await transaction.get(ref(docs.certificate));
  if (!certificate.exists) return null; // deleted since it was listed
  const wantedKeys = docs.certificate.data.indexKeys;
  const listedKeys = storedKeys(certificate.get('indexKeys'));
  const wronglyListed = listedKeys.filter((key) => !wantedKeys.includes(key));
  const [checks, wrongEntries] = await Promise.all([
    Promise.all(
      halves.map(async (half) => ({
        ...half,
        registrySnapshot: await transaction.get(ref(half.registry)),
        indexSnapshot: await transaction.get(ref(half.index)),
      })),
    ),
    Promise.all(
      wronglyListed.map((key) =>
        transaction.get(db.collection(collections.verificationIndex).doc(key)),
      ),
    ),
  ]);

  const plan: CertificatePlan = {
    derived: missingDerivedFields(certificate.data() ?? {}, docs.certificate.data),
    registries: [],
    index: [],
    staleIndex: [],
    duplicates: [],
  };
  const firstEvent = startHistory(
    db,
    certificate,
    { ...certificate.data(), ...plan.derived },
    actor,
  );
  if (firstEvent) plan.derived.lastEventId = firstEvent.ref.id;
  // The Student List orders by createdAt, and Firestore leaves a document without the field out
  // of such a query (and sorts text after every timestamp): a record without a readable one is
  // given the moment its document was first written, as the app reads it (lacksCreatedAt).
  if (lacksCreatedAt(certificate.data() ?? {}) && certificate.createTime) {
    plan.derived.createdAt = certificate.createTime;
  }

  for (const { registrySnapshot: registry, indexSnapshot: index, ...half } of checks) {
    // In a dry run nothing is registered, so numbers claimed earlier in the run count too.
    const holder = registry.exists
      ? text(registry.get('certificateId'))
      : (claimed.get(claimKey(half.kind, half.registry.id)) ?? certificateId);
    const indexHolder = index.exists ? text(index.get('certificateId')) : certificateId;
    const otherHolder = holder !== certificateId ? holder : indexHolder;
    if (otherHolder !== certificateId) {
      plan.duplicates.push({
        certificateId,
        kind: half.kind,
        number: half.registry.id,
        registeredTo: otherHolder,
      });
      continue;
    }
    if (!registry.exists) plan.registries.push(ref(half.registry));
    if (!sameEntry(index.data(), half.index.data)) plan.index.push(ref(half.index));
  }

  // The key list follows the entries: only a certificate with both of its own is given one.
  const keysInOrder =
    listedKeys.length === wantedKeys.length &&
    listedKeys.every((key, position) => key === wantedKeys[position]);
  if (plan.duplicates.length === 0 && !keysInOrder) {
    plan.derived.indexKeys = wantedKeys;
    plan.staleIndex = wrongEntries
      .filter((entry) => entry.exists && text(entry.get('certificateId')) === certificateId)
      .map((entry) => entry.ref);
  }

  if (!dryRun) {
    if (firstEvent) transaction.create(firstEvent.ref, firstEvent.data);
    if (Object.keys(plan.derived).length > 0) transaction.update(certificate.ref, plan.derived);
    for (const registry of plan.registries) transaction.create(registry, { certificateId });
    for (const index of plan.index) transaction.set(index, docs.certificateIndex.data);
    for (const stale of plan.staleIndex) transaction.delete(stale);
  }
  return plan;
}

export async function backfillVerification(
  db: Firestore,
  { dryRun = false, pageSize = 200, actor = BACKFILL_ACTOR }: BackfillOptions = {},
): Promise<BackfillSummary> {
  const summary: BackfillSummary = {
    dryRun,
    scanned: 0,
    complete: 0,
    certificatesUpdated: 0,
    registryEntriesCreated: 0,
    indexEntriesWritten: 0,
    indexKeysListed: 0,
    indexEntriesRemoved: 0,
    historiesStarted: 0,
    duplicates: [],
    skipped: [],
  };

  const claimed = new Map<string, string>();

  // Pages in document-id order, so a run is repeatable and the first holder of a number wins.
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collection(collections.certificates)
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (last) page = page.startAfter(last);
    const { docs: certificates } = await page.get();
    if (certificates.length === 0) break;
    last = certificates[certificates.length - 1];

    for (const snapshot of certificates) {
      summary.scanned += 1;
      // The app's own reading of the record (domain/certificate-document.ts), so the numbers
      // registered here are the ones the Student List shows and an edit releases.
      const details = certificateDetailsFromData(snapshot.data());
      const absent = IDENTIFYING_FIELDS.filter(([field]) => details[field].trim() === '');
      if (absent.length > 0) {
        summary.skipped.push({
          certificateId: snapshot.id,
          reason: `no ${absent.map(([, label]) => label).join(', no ')}`,
        });
        // It cannot be verified yet, but its history can start.
        const started = await db.runTransaction(async (transaction) => {
          const current = await transaction.get(snapshot.ref);
          const firstEvent = current.exists
            ? startHistory(db, current, current.data() ?? {}, actor)
            : null;
          if (firstEvent && !dryRun) {
            transaction.create(firstEvent.ref, firstEvent.data);
            transaction.update(current.ref, { lastEventId: firstEvent.ref.id });
          }
          return firstEvent !== null;
        });
        summary.historiesStarted += started ? 1 : 0;
        continue;
      }

      const docs = await documentsForCertificate(snapshot.id, details);
      const plan = await db.runTransaction((transaction) =>
        backfillOne(db, transaction, snapshot.id, docs, { dryRun, claimed, actor }),
      );
      if (!plan) continue;
      for (const [kind, number] of [
        ['certificate', docs.certificateNumber.id],
        ['student', docs.studentNumber.id],
      ] as const) {
        if (!plan.duplicates.some((duplicate) => duplicate.kind === kind)) {
          claimed.set(claimKey(kind, number), snapshot.id);
        }
      }

      const { indexKeys, lastEventId, ...fields } = plan.derived;
      const updated = Object.keys(fields).length > 0;
      summary.certificatesUpdated += updated ? 1 : 0;
      summary.historiesStarted += lastEventId ? 1 : 0;
      summary.registryEntriesCreated += plan.registries.length;
      summary.indexEntriesWritten += plan.index.length;
      summary.indexKeysListed += indexKeys ? 1 : 0;
      summary.indexEntriesRemoved += plan.staleIndex.length;
      summary.duplicates.push(...plan.duplicates);
      const untouched =
        !updated && !indexKeys && !lastEventId && plan.registries.length + plan.index.length === 0;
      if (untouched) {
        summary.complete += plan.duplicates.length === 0 ? 1 : 0;
      }
    }
  }
  return summary;
}

/** Whether a run changed (or, in a dry run, would change) anything. */
export function backfillWrites(summary: BackfillSummary): number {
  return (
    summary.certificatesUpdated +
    summary.registryEntriesCreated +
    summary.indexEntriesWritten +
    summary.indexKeysListed +
    summary.indexEntriesRemoved +
    summary.historiesStarted
  );
}

const kindLabel: Record<NumberKind, string> = {
  certificate: 'Certificate number',
  student: 'Student number',
};

/** The report printed by `npm run backfill`. */
export function describeBackfill(summary: BackfillSummary): string {
  const would = summary.dryRun ? 'would be ' : '';
  const lines = [
    `Checked ${summary.scanned} certificate(s); ${summary.complete} already complete.`,
    `  Certificates ${would}given missing fields (names, review state, createdAt): ${summary.certificatesUpdated}`,
    `  Registry entries ${would}created: ${summary.registryEntriesCreated}`,
    `  Verification index entries ${would}written: ${summary.indexEntriesWritten}`,
    `  Certificates ${would}given the keys of their index entries: ${summary.indexKeysListed}`,
    `  Histories ${would}started ('recorded before history began'): ${summary.historiesStarted}`,
  ];
  if (summary.indexEntriesRemoved > 0) {
    lines.push(
      `  Index entries ${would}removed, filed under keys that do not match their certificate: ${summary.indexEntriesRemoved}`,
    );
  }
  if (summary.duplicates.length > 0) {
    lines.push(
      '',
      `${summary.duplicates.length} number(s) already registered to another certificate, left as they are:`,
      ...summary.duplicates.map(
        (duplicate) =>
          `  ${kindLabel[duplicate.kind]} ${duplicate.number} of certificate ${duplicate.certificateId} belongs to certificate ${duplicate.registeredTo}`,
      ),
      'Correct the number on one of the two certificates in the dashboard; it is registered when saved.',
    );
  }
  if (summary.skipped.length > 0) {
    lines.push(
      '',
      `${summary.skipped.length} certificate(s) cannot be verified until completed:`,
      ...summary.skipped.map((skip) => `  ${skip.certificateId}: ${skip.reason}`),
    );
  }
  lines.push(
    '',
    backfillWrites(summary) === 0
      ? 'Nothing to do.'
      : summary.dryRun
        ? 'Dry run: nothing was written.'
        : 'Done. Running it again is safe: it only adds what is missing.',
  );
  return lines.join('\n');
}
