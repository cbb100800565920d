import {
  FieldPath,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';

import type { CertificateDetails } from '../../../src/domain/certificate';
import { certificateDetailsFromData } from '../../../src/domain/certificate-document';
import { collections } from '../../../src/domain/collections';
import {
  documentsForCertificate,
  type CertificateDocuments,
} from '../../../src/domain/plans/add-certificate';
import {
  planBackfill,
  planStartHistory,
  wronglyListedKeys,
  type BackfillPlan,
  type NumberAsRead,
} from '../../../src/domain/plans/backfill';
import type { StaffActor } from '../../../src/domain/staff';
import type { NumberKind } from '../../../src/domain/verification-index';
import { applyPlanAdmin, newEventId } from './admin-plan';
import {
  backfillCentres,
  backfillCertificateCentre,
  backfillCentreNames,
  backfillImportCentres,
  backfillStaffEventCentres,
  backfillStaffRoles,
} from './backfill-centres';
import { backfillPdfs } from './backfill-pdfs';
import { emptySummary, type BackfillSummary } from './backfill-report';

/**
 * Brings an existing `certificates` collection (for example one imported from the old system) up to
 * the shape the app writes (src/domain/plans/add-certificate.ts): every certificate with its two
 * registry entries, two verification index entries and the list of their keys, all derived by
 * `documentsForCertificate`. It adds what is missing and corrects a key list that does not match
 * the certificate's numbers and names (the rules cannot compute a key, so this is where a wrong one
 * is caught), removing the entries filed under the wrong keys. A number already registered to
 * another certificate is reported, never taken over, and a second run finds nothing to do. What
 * each certificate needs is planned by planBackfill (src/domain/plans/backfill.ts).
 *
 * It also brings a register from before centres up to shape (backfill-centres.ts): the centre
 * of every certificate's events and waiting request, the role of every directory entry, the
 * centre of every import record, and an entry, approved by the backfill, for every centre the
 * certificates use that has none. Last, every valid certificate without a PDF is issued one
 * (backfill-pdfs.ts).
 */

export type { BackfillSummary };

type BackfillOptions = {
  /** Work out and report everything, write nothing. */
  dryRun?: boolean;
  /** Certificates read per page. */
  pageSize?: number;
  /** Who runs it, as the first event of each history it starts names them. */
  actor?: StaffActor;
  /** Whether valid certificates without a PDF are issued one (backfill-pdfs.ts); they are. */
  pdfs?: boolean;
};

/** The actor of a backfill run when none is given: the script itself. */
const BACKFILL_ACTOR: StaffActor = { uid: 'script:backfill', email: 'npm run backfill' };

const IDENTIFYING_FIELDS: [keyof CertificateDetails, string][] = [
  ['certificateNumber', 'certificate number'],
  ['studentNumber', 'student number'],
  ['firstName', 'first name'],
  ['surname', 'surname'],
];

const claimKey = (kind: NumberKind, number: string) => `${kind}:${number}`;

type RunState = {
  db: Firestore;
  dryRun: boolean;
  actor: StaffActor;
  /** Numbers claimed earlier in the run, by the certificate that claimed them. */
  claimed: Map<string, string>;
};

/** One certificate, inside a transaction so staff saving at the same moment cannot interleave. */
async function backfillOne(
  { db, dryRun, actor, claimed }: RunState,
  transaction: Transaction,
  certificateId: string,
  documents: CertificateDocuments,
): Promise<BackfillPlan | null> {
  const read = (path: string) => transaction.get(db.doc(path)).then((s) => s.data());
  const certificate = await transaction.get(db.doc(`${collections.certificates}/${certificateId}`));
  if (!certificate.exists) return null; // deleted since it was listed
  const stored = certificate.data() ?? {};
  const record = documents.certificate.data;
  const number = async (
    kind: NumberKind,
    registry: { path: string },
    index: { path: string },
  ): Promise<NumberAsRead> => ({
    kind,
    registry: await read(registry.path),
    index: await read(index.path),
    claimedBy: claimed.get(
      claimKey(kind, kind === 'certificate' ? record.certificateNumber : record.studentNumber),
    ),
  });
  const [certificateNumber, studentNumber, wronglyListed] = await Promise.all([
    number('certificate', documents.certificateNumber, documents.certificateIndex),
    number('student', documents.studentNumber, documents.studentIndex),
    Promise.all(
      wronglyListedKeys(stored, documents).map(async (key) => ({
        key,
        entry: await read(`${collections.verificationIndex}/${key}`),
      })),
    ),
  ]);
  const plan = planBackfill({
    certificateId,
    stored,
    createTime: certificate.createTime ?? null,
    documents,
    numbers: [certificateNumber, studentNumber],
    wronglyListed,
    actor,
    eventId: newEventId(db),
  });
  if (!dryRun) applyPlanAdmin(db, transaction, plan);
  return plan;
}

/** A certificate it cannot index yet: only its history starts. Whether it did. */
function startHistoryOnly(
  { db, dryRun, actor }: RunState,
  snapshot: DocumentSnapshot,
): Promise<boolean> {
  return db.runTransaction(async (transaction) => {
    const current = await transaction.get(snapshot.ref);
    const plan = current.exists
      ? planStartHistory(current.id, current.data() ?? {}, actor, newEventId(db))
      : null;
    if (plan && !dryRun) applyPlanAdmin(db, transaction, plan);
    return plan !== null;
  });
}

/** Adds one certificate's outcome to the run's summary. */
function count(summary: BackfillSummary, plan: BackfillPlan): void {
  summary.certificatesUpdated += plan.fieldsAdded ? 1 : 0;
  summary.historiesStarted += plan.historyStarted ? 1 : 0;
  summary.registryEntriesCreated += plan.registryEntries;
  summary.indexEntriesWritten += plan.indexEntries;
  summary.indexKeysListed += plan.keysListed ? 1 : 0;
  summary.indexEntriesRemoved += plan.staleEntries;
  summary.duplicates.push(...plan.duplicates);
  const untouched =
    !plan.fieldsAdded &&
    !plan.keysListed &&
    !plan.historyStarted &&
    plan.registryEntries + plan.indexEntries === 0;
  if (untouched) summary.complete += plan.duplicates.length === 0 ? 1 : 0;
}

export async function backfillVerification(
  db: Firestore,
  { dryRun = false, pageSize = 200, actor = BACKFILL_ACTOR, pdfs = true }: BackfillOptions = {},
): Promise<BackfillSummary> {
  const summary = emptySummary(dryRun);
  const run: RunState = { db, dryRun, actor, claimed: new Map() };
  const centresInUse = new Set<string>();

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
      const centre = await backfillCertificateCentre(run, snapshot.id);
      if (centre.centreNumber !== null) centresInUse.add(centre.centreNumber);
      summary.eventsGivenCentre += centre.events;
      summary.requestsGivenCentre += centre.requests;
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
        summary.historiesStarted += (await startHistoryOnly(run, snapshot)) ? 1 : 0;
        continue;
      }

      const documents = await documentsForCertificate(snapshot.id, details);
      const plan = await db.runTransaction((transaction) =>
        backfillOne(run, transaction, snapshot.id, documents),
      );
      if (!plan) continue;
      for (const [kind, number] of [
        ['certificate', documents.certificate.data.certificateNumber],
        ['student', documents.certificate.data.studentNumber],
      ] as const) {
        if (!plan.duplicates.some((duplicate) => duplicate.kind === kind)) {
          run.claimed.set(claimKey(kind, number), snapshot.id);
        }
      }
      count(summary, plan);
    }
  }
  summary.centresApproved = await backfillCentres(run, centresInUse);
  summary.staffRolesWritten = await backfillStaffRoles(run);
  summary.staffEventsGivenCentre = await backfillStaffEventCentres(run);
  summary.importsGivenCentre = await backfillImportCentres(run);
  summary.centresGivenSearchName = await backfillCentreNames(run);
  if (pdfs) summary.pdfsIssued = await backfillPdfs(run, pageSize);
  return summary;
}
