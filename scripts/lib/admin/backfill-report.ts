import type { DuplicateNumber } from '../../../src/domain/plans/backfill';
import type { NumberKind } from '../../../src/domain/verification-index';

/** What a backfill run found and wrote (or, in a dry run, would write). */

type SkippedCertificate = { certificateId: string; reason: string };

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
  /** Certificates' events given the centre of their certificate after them. */
  eventsGivenCentre: number;
  /** Waiting status requests given their certificate's centre. */
  requestsGivenCentre: number;
  /** Import records given a centre (none: an admin's). */
  importsGivenCentre: number;
  /** Centres given the lower-case name they are searched by. */
  centresGivenSearchName: number;
  /** Directory entries without a role given the admin role they had. */
  staffRolesWritten: number;
  /** Centre accounts' access events given their centre at the top. */
  staffEventsGivenCentre: number;
  /** Centres the certificates use, put on the register (active, approved by the backfill). */
  centresApproved: string[];
  /** Valid certificates given their issued PDF (docs/decisions/033-issued-pdfs.md). */
  pdfsIssued: number;
  duplicates: DuplicateNumber[];
  skipped: SkippedCertificate[];
};

export function emptySummary(dryRun: boolean): BackfillSummary {
  return {
    dryRun,
    scanned: 0,
    complete: 0,
    certificatesUpdated: 0,
    registryEntriesCreated: 0,
    indexEntriesWritten: 0,
    indexKeysListed: 0,
    indexEntriesRemoved: 0,
    historiesStarted: 0,
    eventsGivenCentre: 0,
    requestsGivenCentre: 0,
    importsGivenCentre: 0,
    centresGivenSearchName: 0,
    staffRolesWritten: 0,
    staffEventsGivenCentre: 0,
    centresApproved: [],
    pdfsIssued: 0,
    duplicates: [],
    skipped: [],
  };
}

/** Whether a run changed (or, in a dry run, would change) anything. */
function backfillWrites(summary: BackfillSummary): number {
  return (
    summary.certificatesUpdated +
    summary.registryEntriesCreated +
    summary.indexEntriesWritten +
    summary.indexKeysListed +
    summary.indexEntriesRemoved +
    summary.historiesStarted +
    summary.eventsGivenCentre +
    summary.requestsGivenCentre +
    summary.importsGivenCentre +
    summary.centresGivenSearchName +
    summary.staffRolesWritten +
    summary.staffEventsGivenCentre +
    summary.centresApproved.length +
    summary.pdfsIssued
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
    `  Events ${would}given their certificate's centre: ${summary.eventsGivenCentre}`,
    `  Status requests ${would}given their certificate's centre: ${summary.requestsGivenCentre}`,
    `  Import records ${would}given a centre (none: an admin's): ${summary.importsGivenCentre}`,
    `  Centres ${would}given their name in lower case, to be found by: ${summary.centresGivenSearchName}`,
    `  Staff directory entries ${would}given the admin role: ${summary.staffRolesWritten}`,
    `  Centre accounts' access events ${would}given their centre: ${summary.staffEventsGivenCentre}`,
    `  Centres in use ${would}put on the register, active: ${summary.centresApproved.length}${summary.centresApproved.length > 0 ? ` (${summary.centresApproved.join(', ')}, without a name yet)` : ''}`,
    `  Valid certificates ${would}issued as a PDF: ${summary.pdfsIssued}`,
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
