import { Timestamp } from 'firebase-admin/firestore';

import { collections } from '../../../src/domain/collections';
import { appliedInMemory, type DocumentsByPath } from '../../../src/domain/plans/apply-in-memory';
import { pdfIssueRefusal } from '../../../src/domain/plans/issue-pdf';
import { pathOf } from '../../../src/domain/plans/plan';
import type { StaffActor } from '../../../src/domain/staff';
import { textFrom } from '../../../src/domain/stored-values';
import { plannedPdfIssue } from '../certificate-pdf/node-pdfs';
import type { EventIds } from './demo-register';

/**
 * Every valid demo certificate's issued PDF (docs/decisions/033-issued-pdfs.md), rendered in Node
 * with the app's renderer and issued as the app issues it, after the rest of its history: so the
 * demo's PDFs download, and check, as the app's own do.
 */
export async function issueDemoPdfs(
  register: DocumentsByPath,
  certificateIds: readonly string[],
  actor: StaffActor,
  newEventId: EventIds,
  at: Date,
): Promise<DocumentsByPath> {
  let current = register;
  for (const certificateId of certificateIds) {
    const stored = current.get(pathOf(collections.certificates, certificateId));
    if (!stored || pdfIssueRefusal(stored)) continue;
    const replaced =
      typeof stored.replaces === 'string'
        ? current.get(pathOf(collections.certificates, stored.replaces))
        : undefined;
    const { plan } = await plannedPdfIssue({
      certificateId,
      stored,
      replacesNumber: textFrom(replaced?.certificateNumber),
      actor,
      eventId: newEventId(),
    });
    current = appliedInMemory(current, plan, Timestamp.fromDate(at));
  }
  return current;
}
