import {
  deleteField,
  doc,
  increment,
  serverTimestamp,
  setDoc,
  Timestamp,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

import {
  attemptEvent,
  attemptSubject,
  certificateChanges,
  certificateEvent,
  certificateSubject,
  closingEventId,
  type Changes,
} from '@/domain/audit';
import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '@/domain/certificate';
import type { PendingStatus, StatusReason } from '@/domain/certificate-status';
import { collections } from '@/domain/collections';
import { planCertificateStep, type CertificateStepAction } from '@/domain/plans/certificate-step';
import { editableKeys } from '@/domain/plans/edit';
import { resolvedWrites } from '@/domain/plans/plan';
import { statusStepOutcome, type StatusStep } from '@/domain/plans/status-step';
import type { StaffActor } from '@/domain/staff';
import { documentsForCertificate, type DocumentWrite } from '@/domain/verification-index';
import { failedAttemptFor } from '@/domain/verification-input';

import { COLLEAGUE, seed, STAFF } from './harness';

/**
 * Valid documents built by the same domain functions the app uses, and the writes the app makes
 * with them, as plain lists a test can alter (drop a write, change a field) before committing.
 */

// ---- Writes --------------------------------------------------------------------------------

export type Write =
  { op: 'set' | 'update'; path: string; data: DocumentData } | { op: 'delete'; path: string };

/** The web SDK's own values for a plan's server time and removal. */
export const sdkValues = { serverTime: serverTimestamp, remove: deleteField };

/** Commits the writes in one batch, as the app's transactions do. */
export async function commit(db: Firestore, writes: readonly Write[]): Promise<void> {
  const batch = writeBatch(db);
  for (const write of writes) {
    const ref = doc(db, write.path);
    if (write.op === 'set') batch.set(ref, write.data);
    else if (write.op === 'update') batch.update(ref, write.data);
    else batch.delete(ref);
  }
  await batch.commit();
}

/** The same list without the write to `path`. */
export function without(writes: readonly Write[], path: string): Write[] {
  const kept = writes.filter((write) => write.path !== path);
  if (kept.length === writes.length) throw new Error(`No write to ${path}`);
  return kept;
}

/** The same list with the data written to `path` changed (`undefined` removes a key). */
export function altering(
  writes: readonly Write[],
  path: string,
  changes: Record<string, unknown>,
): Write[] {
  if (!writes.some((write) => write.path === path)) throw new Error(`No write to ${path}`);
  return writes.map((write) => {
    if (write.path !== path || write.op === 'delete') return write;
    return { ...write, data: merged(write.data, changes) };
  });
}

export function pathOf(write: DocumentWrite<unknown>): string {
  return `${write.collection}/${write.id}`;
}

// ---- Certificates --------------------------------------------------------------------------

export const siobhan: CertificateDetails = {
  certificateNumber: '086524318',
  studentNumber: 'Q9224705',
  firstName: 'Siobhán',
  surname: "O'Connell",
  courseName: 'Larkfield Level 3 Certificate in Supporting Teaching and Learning (RQF)',
  awardedDate: '2024-06-14',
  birthYear: '92',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

export const tomasz: CertificateDetails = {
  certificateNumber: '086523512',
  studentNumber: 'Q8823906',
  firstName: 'Tomasz',
  surname: 'Wiśniewski',
  courseName: 'Larkfield Level 2 Diploma in Business Administration (RQF)',
  awardedDate: '2023-11-02',
  birthYear: '',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

export const SIOBHAN_ID = 'cert-siobhan';
export const TOMASZ_ID = 'cert-tomasz';

export function certificatePath(id: string): string {
  return `${collections.certificates}/${id}`;
}

export function certificateNumberPath(number: string): string {
  return `${collections.certificateNumbers}/${number}`;
}

export function studentNumberPath(number: string): string {
  return `${collections.studentNumbers}/${number}`;
}

export function indexPath(key: string): string {
  return `${collections.verificationIndex}/${key}`;
}

export function eventPath(id: string): string {
  return `${collections.auditEvents}/${id}`;
}

/**
 * The writes of one step with its event filed a second time under another id: a history entry
 * about the record that the record does not name.
 */
export function withSecondEvent(writes: Write[], id: string): Write[] {
  const events = writes.filter((write) => write.path.startsWith(eventPath('')));
  if (events.length !== 1) throw new Error(`Expected one event write, found ${events.length}.`);
  return [...writes, { ...events[0]!, path: eventPath(id) }];
}

/** The id of a certificate's creation event in these tests, and of the edit that follows it. */
export const createdEventId = (certificateId: string) => `${certificateId}-created`;
export const editedEventId = (certificateId: string) => `${certificateId}-edited`;

/**
 * The event recording a change to a certificate, from its stored fields before (null for a new
 * one) to after, as the app writes it; `changes` alters the event.
 */
export function certificateEventWrite(
  eventId: string,
  certificateId: string,
  before: DocumentData | null,
  after: DocumentData,
  actor: StaffActor,
  changes: Record<string, unknown> = {},
): Write {
  const event = certificateEvent({
    certificateId,
    action: before ? 'certificate.edited' : 'certificate.created',
    actor,
    subject: certificateSubject({
      fullName: String(after.fullName),
      certificateNumber: String(after.certificateNumber),
    }),
    changes: certificateChanges(before, after),
    prevEventId: before ? (before.lastEventId ?? null) : null,
  });
  return {
    op: 'set',
    path: eventPath(eventId),
    data: merged({ ...event, at: serverTimestamp() }, changes),
  };
}

/**
 * Adding a certificate: the certificate, both registry entries, both index entries and its first
 * event, as documentsForCertificate builds them, recorded by `recorder`. `changes` alters the
 * certificate (`undefined` removes a key) and the other writes follow it, so a test can make one
 * field wrong and nothing else; `eventChanges` alters the event.
 */
export async function creationWrites(
  id: string,
  details: CertificateDetails,
  changes: Record<string, unknown> = {},
  recorder: StaffActor = STAFF,
  eventChanges: Record<string, unknown> = {},
): Promise<Write[]> {
  const documents = await documentsForCertificate(id, details);
  const certificate = merged(
    {
      ...documents.certificate.data,
      createdAt: serverTimestamp(),
      createdBy: recorder.email,
      createdByUid: recorder.uid,
      lastEventId: createdEventId(id),
    },
    changes,
  );
  const entry = followingCertificate(documents.certificateIndex.data, certificate);
  return [
    { op: 'set', path: certificatePath(id), data: certificate },
    {
      op: 'set',
      path: certificateNumberPath(String(certificate.certificateNumber)),
      data: { certificateId: id },
    },
    {
      op: 'set',
      path: studentNumberPath(String(certificate.studentNumber)),
      data: { certificateId: id },
    },
    { op: 'set', path: pathOf(documents.certificateIndex), data: { ...entry } },
    { op: 'set', path: pathOf(documents.studentIndex), data: { ...entry } },
    certificateEventWrite(
      String(certificate.lastEventId ?? createdEventId(id)),
      id,
      null,
      certificate,
      recorder,
      eventChanges,
    ),
  ];
}

/** `changes` over `data`, where `undefined` removes a key. */
export function merged(data: object, changes: Record<string, unknown>): DocumentData {
  return Object.fromEntries(
    Object.entries({ ...data, ...changes }).filter(([, value]) => value !== undefined),
  );
}

/**
 * Saving an edit of a certificate seeded with seedCertificate: the certificate's editable fields
 * and index keys with updatedAt/updatedBy/updatedByUid and its new lastEventId; for a changed
 * number, the old registry entry released and the new one taken; the index entries for the old
 * numbers and names deleted and the new ones written; the event recording what changed. `changes`
 * alters the certificate update (`undefined` leaves a key out) and the index entries and event
 * follow it; `eventChanges` alters the event.
 */
export async function editWrites(
  id: string,
  before: CertificateDetails,
  after: CertificateDetails,
  {
    editor = STAFF,
    changes = {},
    eventChanges = {},
  }: {
    editor?: StaffActor;
    changes?: Record<string, unknown>;
    eventChanges?: Record<string, unknown>;
  } = {},
): Promise<Write[]> {
  const [old, next] = await Promise.all([
    documentsForCertificate(id, before),
    documentsForCertificate(id, after),
  ]);
  const record = next.certificate.data;
  const stored = { ...old.certificate.data, lastEventId: createdEventId(id) };
  const update = merged(
    {
      ...Object.fromEntries(editableKeys.map((key) => [key, record[key]])),
      updatedAt: serverTimestamp(),
      updatedBy: editor.email,
      updatedByUid: editor.uid,
      lastEventId: editedEventId(id),
    },
    changes,
  );
  const writes: Write[] = [{ op: 'update', path: certificatePath(id), data: update }];
  for (const kind of ['certificateNumber', 'studentNumber'] as const) {
    if (old[kind].id !== next[kind].id) {
      writes.push({ op: 'delete', path: pathOf(old[kind]) });
      writes.push({ op: 'set', path: pathOf(next[kind]), data: { ...next[kind].data } });
    }
  }
  const nextKeys = new Set([next.certificateIndex.id, next.studentIndex.id]);
  for (const entry of [old.certificateIndex, old.studentIndex]) {
    if (!nextKeys.has(entry.id)) writes.push({ op: 'delete', path: pathOf(entry) });
  }
  const entry = followingCertificate(next.certificateIndex.data, update);
  for (const { id: key } of [next.certificateIndex, next.studentIndex]) {
    writes.push({ op: 'set', path: indexPath(key), data: { ...entry } });
  }
  writes.push(
    certificateEventWrite(
      String(update.lastEventId ?? editedEventId(id)),
      id,
      stored,
      { ...stored, ...update },
      editor,
      eventChanges,
    ),
  );
  return writes;
}

/** An index entry showing the certificate's public fields, where the certificate has them. */
function followingCertificate(entry: object, certificate: DocumentData): DocumentData {
  const publicFields = {
    qualification: certificate.courseName,
    learner: certificate.fullName,
    awardedDate: certificate.awardedDate,
    certificateNumber: certificate.certificateNumber,
    centreNumber: certificate.centreNumber,
    status: certificate.status,
    statusChangedAt: certificate.statusChangedAt,
  };
  return merged(
    entry,
    Object.fromEntries(Object.entries(publicFields).filter(([, value]) => value !== undefined)),
  );
}

/**
 * The certificate's index entries rewritten ahead of it, as an administrator's script might leave
 * them, so that an edit to `details` can be sent without them and only the certificate's own rule
 * (and its event's) decide.
 */
export async function seedIndexAhead(id: string, details: CertificateDetails): Promise<void> {
  const documents = await documentsForCertificate(id, details);
  await seed((db) =>
    commit(
      db,
      [documents.certificateIndex, documents.studentIndex].map((entry): Write => ({
        op: 'set',
        path: pathOf(entry),
        data: { ...entry.data },
      })),
    ),
  );
}

/** Of an edit's writes, only the certificate's update and its event. */
export function certificateAndEvent(writes: readonly Write[], id: string): Write[] {
  return writes.filter(
    (write) =>
      write.path === certificatePath(id) || write.path.startsWith(`${collections.auditEvents}/`),
  );
}

/** A certificate already on the register, with its registry and index entries. */
export async function seedCertificate(
  id: string,
  details: CertificateDetails,
  changes: Record<string, unknown> = {},
): Promise<void> {
  const writes = await creationWrites(id, details, changes);
  await seed((db) => commit(db, writes));
}

/** A record imported from the old system: a text date, fields the app no longer writes. */
export async function seedLegacyCertificate(id: string, data: DocumentData): Promise<void> {
  await seed((db) => commit(db, [{ op: 'set', path: certificatePath(id), data }]));
}

// ---- Status steps ------------------------------------------------------------------------------

export function requestPath(certificateId: string): string {
  return `${collections.statusRequests}/${certificateId}`;
}

export const statusEventId = (certificateId: string) => `${certificateId}-status`;

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
  const stored = { ...documents.certificate.data, ...standing };
  const asked = certificateEvent({
    certificateId: id,
    action:
      pending === 'withdrawn'
        ? 'certificate.withdrawal-requested'
        : 'certificate.replacement-requested',
    actor: requestedBy,
    subject: certificateSubject({
      fullName: String(stored.fullName),
      certificateNumber: String(stored.certificateNumber),
    }),
    changes: { pendingStatus: { from: null, to: pending } },
    prevEventId: createdEventId(id),
  });
  await seed((db) =>
    commit(db, [
      {
        op: 'set',
        path: requestPath(id),
        data: {
          status: pending,
          reason,
          requestedBy: requestedBy.email,
          requestedByUid: requestedBy.uid,
          requestedAt: serverTimestamp(),
        },
      },
      {
        op: 'set',
        path: eventPath(requestedEventId(id)),
        data: { ...asked, reason, at: serverTimestamp() },
      },
      { op: 'update', path: certificatePath(id), data: { lastEventId: requestedEventId(id) } },
    ]),
  );
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

/**
 * A step on a certificate seeded with seedCertificateIn, planned as the app plans it
 * (planCertificateStep, src/domain/plans/certificate-step.ts): the certificate's new `fields` (null
 * removes one, but for statusReason) with the bookkeeping, both index entries showing it, its
 * event, and the request filed or removed. The options alter the plan; the event still records
 * the certificate as written, `changes` included, so that a case with one thing wrong on the
 * certificate is refused by the certificate's rule, not the event's.
 */
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

export async function statusStepWrites(
  id: string,
  details: CertificateDetails,
  action: CertificateStepAction,
  fields: Record<string, unknown>,
  {
    before = {},
    actor = STAFF,
    changes = {},
    indexChanges = {},
    eventChanges = {},
    request = false,
    requestChanges = {},
    reason,
  }: StatusStepOptions = {},
): Promise<Write[]> {
  const documents = await documentsForCertificate(id, details);
  const stored: DocumentData = {
    ...documents.certificate.data,
    lastEventId: pendingOf(before) ? requestedEventId(id) : createdEventId(id),
    ...before,
  };
  const plan = planCertificateStep({
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
  });
  const planned = resolvedWrites(plan, sdkValues);
  const certificate = certificatePath(id);
  const written = merged({ ...stored, ...fields }, changes);
  return planned.map((write): Write => {
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

// ---- Failed verifications -------------------------------------------------------------------

export const ATTEMPT_ID = 'attempt-1';

export function attemptPath(id = ATTEMPT_ID): string {
  return `${collections.failedVerifications}/${id}`;
}

export const USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

/** A failed attempt exactly as the verification page records it. */
export function failedAttempt(overrides: Record<string, unknown> = {}): DocumentData {
  const base: DocumentData = {
    ...failedAttemptFor(
      {
        certificateNumber: '086524318',
        studentNumber: null,
        firstName: 'siobhan',
        surname: 'connell',
      },
      USER_AGENT,
    ),
    attemptedAt: serverTimestamp(),
  };
  return merged(base, overrides);
}

/** The attempt the helpers below act on, as the rules see it in attemptSubject. */
const ATTEMPT_SUBJECT = attemptSubject({
  firstName: 'siobhan',
  surname: 'connell',
  certificateNumber: '086524318',
  studentNumber: null,
});

/** The id of each review step's event in these tests. */
export const flaggedEventId = (attemptId = ATTEMPT_ID) => `${attemptId}-flagged`;
export const investigatedEventId = (attemptId = ATTEMPT_ID) => `${attemptId}-investigated`;

/**
 * A failed attempt already in the log, optionally already flagged suspicious (by a colleague,
 * with the event that records it as its last).
 */
export async function seedAttempt(
  state: 'failed' | 'suspicious' | 'underInvestigation' = 'failed',
  id = ATTEMPT_ID,
): Promise<void> {
  const flagged = {
    status: 'suspicious',
    reviewedBy: COLLEAGUE.email,
    reviewedByUid: COLLEAGUE.uid,
    reviewedAt: serverTimestamp(),
    reviewNote: 'Third attempt this week with the same certificate number and other names.',
    lastEventId: flaggedEventId(id),
  };
  const investigated = {
    investigationNote: 'Centre 87583 asked to confirm the learner list.',
    investigatedBy: COLLEAGUE.email,
    investigatedByUid: COLLEAGUE.uid,
    investigatedAt: serverTimestamp(),
    isUnderInvestigation: true,
    lastEventId: investigatedEventId(id),
  };
  const data = failedAttempt({
    ...(state === 'failed' ? {} : flagged),
    ...(state === 'underInvestigation' ? investigated : {}),
  });
  await seed((db) => commit(db, [{ op: 'set', path: attemptPath(id), data }]));
}

type ReviewStepOptions = {
  /** Alters the attempt's update; `undefined` leaves a field out. */
  overrides?: Record<string, unknown>;
  /** Alters the event; `undefined` leaves a field out. */
  eventChanges?: Record<string, unknown>;
  id?: string;
  reviewer?: StaffActor;
};

/**
 * A review step as the review screen commits it: the attempt's update naming its new event,
 * and that event, recording `changes` after the attempt's last event `prevEventId`.
 */
function reviewStepWrites(
  update: DocumentData,
  action: 'attempt.flagged' | 'attempt.investigated',
  changes: Changes,
  prevEventId: string | null,
  { eventChanges = {}, id = ATTEMPT_ID, reviewer = STAFF }: ReviewStepOptions,
): Write[] {
  const eventId = String(update.lastEventId);
  const event = attemptEvent({
    attemptId: id,
    action,
    actor: reviewer,
    subject: ATTEMPT_SUBJECT,
    changes,
    prevEventId,
  });
  return [
    { op: 'update', path: attemptPath(id), data: update },
    {
      op: 'set',
      path: eventPath(eventId),
      data: merged({ ...event, at: serverTimestamp() }, eventChanges),
    },
  ];
}

/** 'Flag Suspicious' as the review screen sends it, on a failed attempt seeded by seedAttempt. */
export function flagSuspicious(db: Firestore, options: ReviewStepOptions = {}): Promise<void> {
  return commit(db, flagSuspiciousWrites(options));
}

/** The writes of 'Flag Suspicious': the attempt's update and its event. */
export function flagSuspiciousWrites(options: ReviewStepOptions = {}): Write[] {
  const { overrides = {}, id = ATTEMPT_ID, reviewer = STAFF } = options;
  const update = merged(
    {
      status: 'suspicious',
      reviewedBy: reviewer.email,
      reviewedByUid: reviewer.uid,
      reviewedAt: serverTimestamp(),
      reviewNote: 'Surname does not match the certificate holder; second attempt today.',
      lastEventId: `${id}-flagged-now`,
    },
    overrides,
  );
  const changes = {
    status: { from: 'failed', to: update.status ?? null },
    reviewNote: { from: null, to: update.reviewNote ?? null },
  };
  return reviewStepWrites(update, 'attempt.flagged', changes, null, options);
}

/** 'Mark Under Investigation' as the review screen sends it, on an attempt seeded suspicious. */
export function markUnderInvestigation(
  db: Firestore,
  options: ReviewStepOptions = {},
): Promise<void> {
  const { overrides = {}, id = ATTEMPT_ID, reviewer = STAFF } = options;
  const update = merged(
    {
      investigationNote: 'Referred to the centre for confirmation of enrolment.',
      investigatedBy: reviewer.email,
      investigatedByUid: reviewer.uid,
      investigatedAt: serverTimestamp(),
      isUnderInvestigation: true,
      lastEventId: `${id}-investigated-now`,
    },
    overrides,
  );
  const changes = {
    investigationNote: { from: null, to: update.investigationNote ?? null },
    isUnderInvestigation: { from: false, to: update.isUnderInvestigation ?? null },
  };
  return commit(
    db,
    reviewStepWrites(update, 'attempt.investigated', changes, flaggedEventId(id), options),
  );
}

/**
 * 'Mark Investigated' as the review screen sends it: the attempt deleted, and the event that
 * records it under the id derived from the attempt's, after the attempt's last event.
 */
export function closeAttempt(
  db: Firestore,
  options: Omit<ReviewStepOptions, 'overrides'> & {
    /** The state the attempt was seeded in, which the event records. */
    state?: 'failed' | 'suspicious' | 'underInvestigation';
  } = {},
): Promise<void> {
  return commit(db, closeAttemptWrites(options));
}

/** The writes of 'Mark Investigated': the attempt's removal and its closing event. */
export function closeAttemptWrites({
  state = 'failed',
  eventChanges = {},
  id = ATTEMPT_ID,
  reviewer = STAFF,
}: Omit<ReviewStepOptions, 'overrides'> & {
  /** The state the attempt was seeded in, which the event records. */
  state?: 'failed' | 'suspicious' | 'underInvestigation';
} = {}): Write[] {
  const prevEventId = {
    failed: null,
    suspicious: flaggedEventId(id),
    underInvestigation: investigatedEventId(id),
  }[state];
  const event = attemptEvent({
    attemptId: id,
    action: 'attempt.closed',
    actor: reviewer,
    subject: ATTEMPT_SUBJECT,
    changes: { status: { from: state === 'failed' ? 'failed' : 'suspicious', to: 'closed' } },
    prevEventId,
  });
  return [
    { op: 'delete', path: attemptPath(id) },
    {
      op: 'set',
      path: eventPath(closingEventId(id)),
      data: merged({ ...event, at: serverTimestamp() }, eventChanges),
    },
  ];
}

// ---- The public check ----------------------------------------------------------------------

/** A key no certificate has: what a wrong guess looks up. */
export function unknownKey(seedText: string): string {
  return Array.from({ length: 64 }, (_, index) =>
    ((seedText.charCodeAt(index % seedText.length) + index) % 16).toString(16),
  ).join('');
}

export function checkPath(id: string): string {
  return `${collections.verificationChecks}/${id}`;
}

export function quotaPath(uid: string): string {
  return `${collections.verifierQuota}/${uid}`;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The writes of one logged check, as the verification page commits them: the check, and the
 * visitor's quota starting a window (`start`) or counting one more check in it (`continue`).
 */
export function checkWrites(
  uid: string,
  checkId: string,
  keys: readonly string[],
  quota: 'start' | 'continue' = 'start',
): Write[] {
  const latest = {
    lastCheckId: checkId,
    lastKeys: keys,
    lastAt: serverTimestamp(),
    expiresAt: Timestamp.fromMillis(Date.now() + DAY_MS),
  };
  return [
    {
      op: 'set',
      path: checkPath(checkId),
      data: {
        uid,
        keys,
        at: serverTimestamp(),
        expiresAt: Timestamp.fromMillis(Date.now() + 90 * DAY_MS),
      },
    },
    quota === 'start'
      ? {
          op: 'set',
          path: quotaPath(uid),
          data: { windowStart: serverTimestamp(), count: 1, ...latest },
        }
      : { op: 'update', path: quotaPath(uid), data: { count: increment(1), ...latest } },
  ];
}

/** A quota already held, as if its window opened `minutesAgo` and the latest check then. */
export async function seedQuota(
  uid: string,
  {
    count,
    minutesAgo,
    keys = [],
    lastCheckId = 'earlier-check',
    lastMinutesAgo = minutesAgo,
  }: {
    count: number;
    minutesAgo: number;
    keys?: string[];
    lastCheckId?: string;
    lastMinutesAgo?: number;
  },
): Promise<void> {
  await seed((db) =>
    setDoc(doc(db, quotaPath(uid)), {
      windowStart: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      count,
      lastCheckId,
      lastKeys: keys,
      lastAt: Timestamp.fromMillis(Date.now() - lastMinutesAgo * 60_000),
      expiresAt: Timestamp.fromMillis(Date.now() - lastMinutesAgo * 60_000 + DAY_MS),
    }),
  );
}

/** A check already logged by `uid`, `minutesAgo`, with the quota naming it. */
export async function seedCheck(
  uid: string,
  checkId: string,
  keys: string[],
  minutesAgo = 0,
): Promise<void> {
  await seed((db) =>
    setDoc(doc(db, checkPath(checkId)), {
      uid,
      keys,
      at: Timestamp.fromMillis(Date.now() - minutesAgo * 60_000),
      expiresAt: Timestamp.fromMillis(Date.now() + 90 * DAY_MS),
    }),
  );
  await seedQuota(uid, { count: 1, minutesAgo, keys, lastCheckId: checkId });
}
