import { FieldPath, type DocumentSnapshot, type Firestore } from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import { pdfIssueRefusal } from '../../../src/domain/plans/issue-pdf';
import type { StaffActor } from '../../../src/domain/staff';
import { textFrom } from '../../../src/domain/stored-values';
import { plannedPdfIssue } from '../certificate-pdf/node-pdfs';
import { applyPlanAdmin, newEventId } from './admin-plan';

/**
 * The backfill's part for issued PDFs (docs/decisions/033-issued-pdfs.md): every valid
 * certificate without a PDF gets one, rendered here exactly as the staff's browser renders it,
 * with its fingerprint and event, each in a transaction of its own. Run after the rest of the
 * backfill, so a certificate lists its index keys by then. Whether it issued (or would issue)
 * each: the count.
 */
export async function backfillPdfs(
  { db, dryRun, actor }: { db: Firestore; dryRun: boolean; actor: StaffActor },
  pageSize = 200,
): Promise<number> {
  let issued = 0;
  let last: DocumentSnapshot | undefined;
  for (;;) {
    let page = db
      .collection(collections.certificates)
      .orderBy(FieldPath.documentId())
      .limit(pageSize);
    if (last) page = page.startAfter(last);
    const { docs } = await page.get();
    if (docs.length === 0) break;
    last = docs[docs.length - 1];
    for (const snapshot of docs) {
      if (pdfIssueRefusal(snapshot.data())) continue;
      const done = await db.runTransaction(async (transaction) => {
        const current = await transaction.get(snapshot.ref);
        const stored = current.data();
        if (!stored || pdfIssueRefusal(stored)) return false;
        const replaced =
          typeof stored.replaces === 'string'
            ? await transaction.get(db.doc(`${collections.certificates}/${stored.replaces}`))
            : null;
        const { plan } = await plannedPdfIssue({
          certificateId: snapshot.id,
          stored,
          replacesNumber: textFrom(replaced?.get('certificateNumber')),
          actor,
          eventId: newEventId(db),
        });
        if (!dryRun) applyPlanAdmin(db, transaction, plan);
        return true;
      });
      issued += done ? 1 : 0;
    }
  }
  return issued;
}
