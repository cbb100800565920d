import { Timestamp, type DocumentData } from 'firebase/firestore';

import { certificateChanges } from '@/domain/audit';
import type { CertificateDetails } from '@/domain/certificate';
import type { PendingStatus, StatusReason } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import { planCertificateStep, type CertificateStepAction } from '@/domain/plans/certificate-step';
import type { Plan } from '@/domain/plans/plan';
import { planReplacement } from '@/domain/plans/replacement';
import { planStatusStep, statusStepOutcome, type StatusStep } from '@/domain/plans/status-step';
import type { StaffActor } from '@/domain/staff';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { siobhan, tomasz } from '@/testing/learners';

import {
  certificatePath,
  createdEventId,
  creationWrites,
  indexPath,
  seedCertificate,
  SIOBHAN_ID,
  TOMASZ_ID,
} from './certificate-documents';
import { COLLEAGUE, firestoreAs, firestoreWithToken, seed, STAFF } from './harness';
import { commit, merged, planned, type Write } from './writes';

/**
 * Status steps for the rules tests, as the app plans them (planStatusStep, planCertificateStep,
 * planReplacement), altered for the cases the rules must refuse; certificates seeded in a given
 * standing; and the steps on Siobhán's certificate the certificate-status tests take.
 */

export function requestPath(certificateId: string): string {
  return `${collections.statusRequests}/${certificateId}`;
}

const statusEventId = (certificateId: string) => `${certificateId}-status`;

/** The id of the event that asked for a pending withdrawal or replacement, in these tests. */
export const requestedEventId = (certificateId: string) => `${certificateId}-requested`;

/** The reason a seeded request gives, by what it asks for. */
export const requestedReasons = {
  withdrawn: { code: 'malpractice', note: 'Coursework copied.' },
  replaced: { code: 'change-of-name', note: 'Married name.' },
} as const;

/** What a pending request asks for, if the standing has one. */
function pendingOf(standing: Standing): 'withdrawn' | 'replaced' | null {
  const pending = standing.pendingStatus;
  return pending === 'withdrawn' || pending === 'replaced' ? pending : null;
}

/** A certificate's standing, seeded: any of status, statusReason, statusChangedAt, pendingStatus. */
export type Standing = Record<string, unknown>;

/**
 * A certificate already on the register in a given standing, its index entries showing it, and,
 * for a pending withdrawal or replacement, the request filed by `requestedBy` with the event that
 * asked for it as the certificate's latest.
 */
export async function seedCertificateIn(
  id: string,
  details: CertificateDetails,
  standing: Standing,
  requestedBy: StaffActor = COLLEAGUE,
): Promise<void> {
  await seedCertificate(id, details, standing);
  const pending = pendingOf(standing);
  if (!pending) return;
  const reason = requestedReasons[pending];
  const documents = await documentsForCertificate(id, details);
  // The request as the app plans it, from the standing the certificate had before it.
  const before = merged(standing, { pendingStatus: undefined });
  const plan = planStatusStep({
    certificateId: id,
    stored: { ...documents.certificate.data, ...before, lastEventId: createdEventId(id) },
    request: undefined,
    step:
      pending === 'withdrawn'
        ? { kind: 'request-withdrawal', reason }
        : { kind: 'request-replacement', reason },
    actor: requestedBy,
    eventId: requestedEventId(id),
  });
  // The certificate and its index entries were seeded in the standing: of the plan, only the
  // request, its event, and the certificate naming that event.
  const writes = planned(plan).flatMap((write): Write[] => {
    if (write.path === requestPath(id) || write.path === plan.eventPath) return [write];
    if (write.path !== certificatePath(id)) return [];
    return [{ op: 'update', path: write.path, data: { lastEventId: requestedEventId(id) } }];
  });
  await seed((db) => commit(db, writes));
}

type StatusStepOptions = {
  /** The certificate's standing as seeded, before the step. */
  before?: Standing;
  actor?: StaffActor;
  /** Alters the certificate's update (`undefined` leaves a field out). */
  changes?: Record<string, unknown>;
  /** Alters the index entries the step writes. */
  indexChanges?: Record<string, unknown>;
  /** Alters the event. */
  eventChanges?: Record<string, unknown>;
  /** The request the step files (for a request) or removes (for a decision); false for none. */
  request?: 'file' | 'remove' | false;
  /** Alters the request filed. */
  requestChanges?: Record<string, unknown>;
  /** The reason given with a request, which its event repeats. */
  reason?: Record<string, unknown>;
};

/** A request as seedCertificateIn files it for a pending standing, in `requestedBy`'s name. */
function seededRequest(standing: Standing, requestedBy: StaffActor) {
  const pending = pendingOf(standing);
  return pending
    ? {
        status: pending,
        reason: requestedReasons[pending],
        requestedBy: requestedBy.email,
        requestedByUid: requestedBy.uid,
      }
    : undefined;
}

/**
 * A status step exactly as the app takes it (planStatusStep, src/domain/plans/status-step.ts) on
 * a certificate seeded with seedCertificateIn (its request filed by COLLEAGUE), with the same
 * alterations as statusStepWrites.
 */
export function takenStepWrites(
  id: string,
  details: CertificateDetails,
  step: StatusStep,
  options: StatusStepOptions = {},
): Promise<Write[]> {
  const outcome = statusStepOutcome(step, seededRequest(options.before ?? {}, COLLEAGUE));
  return statusStepWrites(id, details, outcome.action, outcome.fields, {
    request: outcome.request === null ? false : outcome.request === 'remove' ? 'remove' : 'file',
    ...('reason' in step && outcome.request !== null && outcome.request !== 'remove'
      ? { reason: step.reason }
      : {}),
    ...options,
  });
}

/**
 * A step on a certificate seeded with seedCertificateIn, planned as the app plans it
 * (planCertificateStep, src/domain/plans/status-step.ts): the certificate's new `fields` (null
 * removes one, but for statusReason) with the bookkeeping, both index entries showing it, its
 * event, and the request filed or removed. The options alter the plan; the event still records
 * the certificate as written, `changes` included, so that a case with one thing wrong on the
 * certificate is refused by the certificate's rule, not the event's.
 */
export function statusStepWrites(
  id: string,
  details: CertificateDetails,
  action: CertificateStepAction,
  fields: Record<string, unknown>,
  options: StatusStepOptions = {},
): Promise<Write[]> {
  const { request = false, reason } = options;
  return alteredStepWrites(id, details, options, (stored, actor) =>
    planCertificateStep({
      certificateId: id,
      stored,
      fields,
      action,
      actor,
      eventId: statusEventId(id),
      request:
        request === 'file'
          ? { status: fields.pendingStatus as PendingStatus, reason: reason as StatusReason }
          : request === 'remove'
            ? 'remove'
            : null,
    }),
  );
}

/** The request a colleague filed for a replacement, as seedCertificateIn files it. */
const replacementRequest = seededRequest({ pendingStatus: 'replaced' }, COLLEAGUE);

/**
 * The old certificate's side of a replacement exactly as the app plans it (planReplacement,
 * src/domain/plans/replacement.ts), by `replacementId`, on a certificate seeded with
 * seedCertificateIn: planned from the request a colleague filed for it, whatever the standing
 * seeded, with the same alterations as statusStepWrites.
 */
function replacementStepWrites(
  id: string,
  details: CertificateDetails,
  replacementId: string,
  options: Omit<StatusStepOptions, 'request' | 'requestChanges' | 'reason'> = {},
): Promise<Write[]> {
  return alteredStepWrites(id, details, options, (stored, actor) =>
    planReplacement({
      certificateId: id,
      stored,
      request: replacementRequest,
      replacementId,
      actor,
      eventId: statusEventId(id),
    }),
  );
}

/**
 * A step's plan (`planStep`, from the certificate as seeded and the actor) on a certificate
 * seeded with seedCertificateIn, altered by the options.
 */
async function alteredStepWrites(
  id: string,
  details: CertificateDetails,
  {
    before = {},
    actor = STAFF,
    changes = {},
    indexChanges = {},
    eventChanges = {},
    request = false,
    requestChanges = {},
    reason,
  }: StatusStepOptions,
  planStep: (stored: DocumentData, actor: StaffActor) => Plan,
): Promise<Write[]> {
  const documents = await documentsForCertificate(id, details);
  const stored: DocumentData = {
    ...documents.certificate.data,
    lastEventId: pendingOf(before) ? requestedEventId(id) : createdEventId(id),
    ...before,
  };
  const plan = planStep(stored, actor);
  const certificate = certificatePath(id);
  // The certificate as the plan's update leaves it (a removed field reads as none), altered.
  const update = plan.writes.find((write) => write.path === certificate);
  const written = merged({ ...stored, ...(update?.op === 'update' ? update.data : {}) }, changes);
  return planned(plan).map((write): Write => {
    if (write.op === 'delete') return write;
    if (write.path === certificate) return { ...write, data: merged(write.data, changes) };
    if (write.path.startsWith(indexPath(''))) {
      return { ...write, data: merged(write.data, indexChanges) };
    }
    if (write.path === plan.eventPath) {
      const event = { ...write.data, changes: certificateChanges(stored, written) };
      // A reason given without filing a request (a case the app never sends) goes on the event.
      const withReason = request !== 'file' && reason ? { ...event, reason } : event;
      return { ...write, data: merged(withReason, eventChanges) };
    }
    return { ...write, data: merged(write.data, requestChanges) };
  });
}

/** The reason the tests' steps give. */
export const malpractice: StatusReason = { code: 'malpractice', note: 'Coursework copied.' };

/** When a seeded standing began: long before any step a test takes. */
export const seededSince = Timestamp.fromDate(new Date('2025-10-02T10:00:00Z'));

/** The standings a certificate is seeded in: each status, and each request waiting. */
export const suspended: Standing = {
  status: 'suspended',
  statusReason: malpractice,
  statusChangedAt: seededSince,
};
export const withdrawn: Standing = {
  status: 'withdrawn',
  statusReason: malpractice,
  statusChangedAt: seededSince,
};
export const replaced: Standing = {
  status: 'replaced',
  statusReason: { code: 'change-of-name', note: '' },
  statusChangedAt: seededSince,
  replacedBy: TOMASZ_ID,
};
export const pending: Standing = { pendingStatus: 'withdrawn' };
export const pendingReplacement: Standing = { pendingStatus: 'replaced' };

/** The steps on Siobhán's certificate, as the app takes them (planStatusStep), from a standing. */
export const steps = {
  suspend: (before: Standing = {}, options = {}) =>
    takenStepWrites(
      SIOBHAN_ID,
      siobhan,
      { kind: 'suspend', reason: malpractice },
      {
        before,
        ...options,
      },
    ),
  reinstate: (before: Standing = suspended, options = {}) =>
    takenStepWrites(SIOBHAN_ID, siobhan, { kind: 'reinstate' }, { before, ...options }),
  request: (before: Standing = {}, options = {}) =>
    takenStepWrites(
      SIOBHAN_ID,
      siobhan,
      { kind: 'request-withdrawal', reason: malpractice },
      {
        before,
        ...options,
      },
    ),
  approve: (before: Standing = pending, options = {}) =>
    takenStepWrites(SIOBHAN_ID, siobhan, { kind: 'approve-withdrawal' }, { before, ...options }),
  reject: (before: Standing = pending, options = {}) =>
    takenStepWrites(SIOBHAN_ID, siobhan, { kind: 'reject-withdrawal' }, { before, ...options }),
  requestReplacement: (before: Standing = {}, options = {}) =>
    takenStepWrites(
      SIOBHAN_ID,
      siobhan,
      { kind: 'request-replacement', reason: requestedReasons.replaced },
      { before, ...options },
    ),
  rejectReplacement: (before: Standing = pendingReplacement, options = {}) =>
    takenStepWrites(SIOBHAN_ID, siobhan, { kind: 'reject-replacement' }, { before, ...options }),
};

/** Commits the writes as STAFF, or as COLLEAGUE. */
export async function asStaff(writes: Promise<Write[]>, who = STAFF) {
  const db = who === STAFF ? await firestoreAs('staff') : await colleagueDb();
  return commit(db, await writes);
}

/** COLLEAGUE's client, with the staff claim the tool once set. */
export function colleagueDb() {
  return firestoreWithToken(COLLEAGUE.uid, {
    email: COLLEAGUE.email,
    email_verified: true,
    staff: true,
  });
}

/** `writes` with the event that records `field` giving another new value for it. */
export function misstating(writes: Write[], field: string, to: unknown): Write[] {
  const isEventOf = (write: Write) =>
    write.op === 'set' &&
    write.path.startsWith(`${collections.auditEvents}/`) &&
    field in (write.data.changes as object);
  if (!writes.some(isEventOf)) throw new Error(`No event records ${field}.`);
  return writes.map((write) => {
    if (write.op === 'delete' || !isEventOf(write)) return write;
    const changes = write.data.changes as Record<string, object>;
    return {
      ...write,
      data: { ...write.data, changes: { ...changes, [field]: { ...changes[field], to } } },
    };
  });
}

/**
 * Completing the replacement a colleague asked for, as the app plans it: adding Tomasz's
 * certificate as the replacement of Siobhán's (planAddCertificate), and marking hers replaced for
 * the reason given with the request and removing the request (planReplacement).
 */
export async function replacementWrites({
  newChanges = {},
  oldChanges = {},
  oldIndexChanges = {},
  newId = TOMASZ_ID,
  before = pendingReplacement,
  actor = STAFF,
}: {
  newChanges?: Record<string, unknown>;
  oldChanges?: Record<string, unknown>;
  oldIndexChanges?: Record<string, unknown>;
  newId?: string;
  before?: Standing;
  actor?: StaffActor;
} = {}): Promise<Write[]> {
  const adding = await creationWrites(
    newId,
    tomasz,
    { replaces: SIOBHAN_ID, ...newChanges },
    actor,
  );
  const marking = await replacementStepWrites(SIOBHAN_ID, siobhan, newId, {
    changes: oldChanges,
    indexChanges: oldIndexChanges,
    before,
    actor,
  });
  return [...adding, ...marking];
}
