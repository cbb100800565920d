import { fingerprintOf } from '../../../src/domain/certificate-pdf/fingerprint';
import { renderCertificatePdf } from '../../../src/domain/certificate-pdf/render';
import type { StoredData } from '../../../src/domain/plans/certificate-step';
import { pdfCertificateOf, planIssuePdf } from '../../../src/domain/plans/issue-pdf';
import type { Plan } from '../../../src/domain/plans/plan';
import type { StaffActor } from '../../../src/domain/staff';
import { readPdfFonts } from './node-fonts';

/**
 * A certificate's PDF issued from Node, as the staff's browser issues it (the same renderer, fonts
 * and planner, so the same bytes): for the demo data and the backfill.
 */
export async function plannedPdfIssue({
  certificateId,
  stored,
  replacesNumber,
  actor,
  eventId,
}: {
  certificateId: string;
  stored: StoredData;
  /** The number of the certificate a replacement replaces, as read. */
  replacesNumber: string;
  actor: StaffActor;
  eventId: string;
}): Promise<{ plan: Plan; bytes: Uint8Array; fingerprint: string }> {
  const bytes = await renderCertificatePdf(
    pdfCertificateOf(certificateId, stored, replacesNumber),
    await readPdfFonts(),
  );
  const fingerprint = await fingerprintOf(bytes);
  const plan = planIssuePdf({ certificateId, stored, bytes, fingerprint, actor, eventId });
  return { plan, bytes, fingerprint };
}
