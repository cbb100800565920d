import type { Firestore, Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';

import { certificateDetailsFromData } from '../../../src/domain/certificate-document';
import { collections } from '../../../src/domain/collections';
import {
  planEventCentres,
  planCentreNameLower,
  planImportCentre,
  planRequestCentre,
  planStaffEventCentre,
  planStaffRole,
  type StoredDocument,
} from '../../../src/domain/plans/backfill-centres';
import { planApproveCentre } from '../../../src/domain/plans/centre';
import type { PlannedWrite } from '../../../src/domain/plans/plan';
import type { StaffActor } from '../../../src/domain/staff';
import { applyPlanAdmin, newEventId } from './admin-plan';

/**
 * The backfill's part for many centres (docs/decisions/027-centres.md), on a register from
 * before them: each certificate's events and waiting request name its centre, every directory
 * entry its role, every import record its centre (none: an admin's), and every centre the
 * certificates use is on the register, so the certificates under it can still be edited and
 * added to. What each document needs is planned in src/domain/plans/backfill-centres.ts.
 */

type Run = { db: Firestore; dryRun: boolean; actor: StaffActor };

/** What the rules accept as a centre's number, and so as the id of its entry. */
const CENTRE_NUMBER = /^[A-Za-z0-9]{1,16}$/;

/** Writes per batch, under Firestore's 500. */
const BATCH_SIZE = 400;

const stored = (snapshot: QueryDocumentSnapshot): StoredDocument => ({
  id: snapshot.id,
  data: snapshot.data(),
});

/**
 * One certificate's events and waiting request, in a transaction so that a change saved at the
 * same moment is not missed. Its centre as the app reads it, or null when it has none.
 */
export async function backfillCertificateCentre(
  { db, dryRun }: Run,
  certificateId: string,
): Promise<{ centreNumber: string | null; events: number; requests: number }> {
  return db.runTransaction(async (transaction) => {
    const certificate = await transaction.get(
      db.doc(`${collections.certificates}/${certificateId}`),
    );
    const centreNumber = certificateDetailsFromData(certificate.data() ?? {}).centreNumber.trim();
    if (!certificate.exists || centreNumber === '') {
      return { centreNumber: null, events: 0, requests: 0 };
    }
    const [events, request] = await Promise.all([
      transaction.get(
        db.collection(collections.auditEvents).where('certificateId', '==', certificateId),
      ),
      transaction.get(db.doc(`${collections.statusRequests}/${certificateId}`)),
    ]);
    const eventWrites = planEventCentres(events.docs.map(stored), centreNumber);
    const requestWrites = planRequestCentre(
      request.exists ? { id: request.id, data: request.data() ?? {} } : undefined,
      centreNumber,
    );
    if (!dryRun) applyPlanAdmin(db, transaction, { writes: [...eventWrites, ...requestWrites] });
    return { centreNumber, events: eventWrites.length, requests: requestWrites.length };
  });
}

/** Each centre the certificates use that is not on the register, approved by the backfill. */
export async function backfillCentres(
  { db, dryRun, actor }: Run,
  centreNumbers: ReadonlySet<string>,
): Promise<string[]> {
  const approved: string[] = [];
  for (const centreNumber of [...centreNumbers].sort()) {
    if (!CENTRE_NUMBER.test(centreNumber)) continue;
    const missing = await db.runTransaction(async (transaction) => {
      const centre = await transaction.get(db.doc(`${collections.centres}/${centreNumber}`));
      if (centre.exists) return false;
      // The backfill cannot know the centre's name: an admin gives it later.
      if (!dryRun) {
        const eventId = newEventId(db);
        applyPlanAdmin(
          db,
          transaction,
          planApproveCentre({ centreNumber, name: '', actor, eventId }),
        );
      }
      return true;
    });
    if (missing) approved.push(centreNumber);
  }
  return approved;
}

/**
 * Every document of a small set (the directory, the import records, the staff access events)
 * that needs a write.
 */
async function backfillCollection(
  { db, dryRun }: Run,
  documents: Query,
  plan: (document: StoredDocument) => PlannedWrite[],
): Promise<number> {
  const writes = (await documents.get()).docs.flatMap((doc) => plan(stored(doc)));
  for (let start = 0; !dryRun && start < writes.length; start += BATCH_SIZE) {
    const batch = db.batch();
    applyPlanAdmin(db, batch, { writes: writes.slice(start, start + BATCH_SIZE) });
    await batch.commit();
  }
  return writes.length;
}

/** Directory entries given the admin role they had without one. */
export const backfillStaffRoles = (run: Run) =>
  backfillCollection(run, run.db.collection(collections.staff), planStaffRole);

/** Centre accounts' access events from before events named the centre at the top, given it. */
export const backfillStaffEventCentres = (run: Run) =>
  backfillCollection(
    run,
    run.db.collection(collections.auditEvents).where('entity', '==', 'staff'),
    planStaffEventCentre,
  );

/** Import records from before centres given their (null) centre. */
/** Centres from before centres were searched by name, given the lower-case name searched. */
export const backfillCentreNames = (run: Run) =>
  backfillCollection(run, run.db.collection(collections.centres), planCentreNameLower);

export const backfillImportCentres = (run: Run) =>
  backfillCollection(run, run.db.collection(collections.imports), planImportCentre);
