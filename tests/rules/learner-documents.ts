import { Timestamp, type DocumentData } from 'firebase/firestore';

import type { CertificateDetails } from '@/domain/certificate';
import type { LearnerRequestKind, LearnerRequestStep } from '@/domain/learner-requests';
import { documentsForCertificate } from '@/domain/plans/add-certificate';
import { planClaimAddress } from '@/domain/plans/learner';
import { planOpenRequest, planRequestStep } from '@/domain/plans/learner-request';
import type { QuotaStep } from '@/domain/public-check';
import type { StaffActor } from '@/domain/staff';
import { planCreateShare, planRevokeShare, planShareView } from '@/domain/plans/share';
import { shareIdOf, surnameKeyOf } from '@/domain/share-codes';
import { ada, grace } from '@/testing/learners';

import { seedCertificate } from './certificate-documents';
import {
  actorOf,
  CENTRE_B,
  LEARNER_EMAIL,
  OTHER_LEARNER_EMAIL,
  seed,
  type Caller,
} from './harness';
import { commit, merged, planned, type Write } from './writes';

/**
 * What the learners' rules tests write (docs/decisions/031-learners.md), as the app plans it:
 * a learner's claim on their address (planClaimAddress), their share codes and the views of them
 * (planCreateShare, planRevokeShare, planShareView), and their requests with staff's steps
 * (planOpenRequest, planRequestStep), each altered for the cases the rules must refuse.
 */

/** Ada's two certificates, at centre A and centre B, and Grace's, the other learner's. */
export const ADA_ID = 'cert-ada';
export const ADA_B_ID = 'cert-ada-b';
export const GRACE_ID = 'cert-grace';

export const adaAtA: CertificateDetails = { ...ada, learnerEmail: LEARNER_EMAIL };
export const adaAtB: CertificateDetails = {
  ...ada,
  certificateNumber: '086525502',
  studentNumber: 'Q0225502',
  courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
  centreNumber: CENTRE_B,
  learnerEmail: LEARNER_EMAIL,
};
export const graceAtA: CertificateDetails = { ...grace, learnerEmail: OTHER_LEARNER_EMAIL };

/** The three learners' certificates on the register, each with its registry and index entries. */
export async function seedLearnerCertificates(): Promise<void> {
  await seedCertificate(ADA_ID, adaAtA);
  await seedCertificate(ADA_B_ID, adaAtB);
  await seedCertificate(GRACE_ID, graceAtA);
}

/** The certificate number's index key of a certificate: the one a share opens. */
export async function certificateKeyOf(id: string, details: CertificateDetails): Promise<string> {
  const documents = await documentsForCertificate(id, details);
  return documents.certificate.data.indexKeys[0];
}

/** A claim on an address by `uid`, in a session begun at `signedInAt` (whole seconds). */
export function claimWrites(email: string, uid: string, signedInAt: number): Write[] {
  return planned(planClaimAddress({ email, uid, signedInAt }));
}

// ---- Shares -------------------------------------------------------------------------------

/** Ada's code for her centre A certificate, and another for the same. */
export const ADA_CODE = 'ABCDEFGHJKMN';
export const ADA_OTHER_CODE = 'PQRSTUVWXYZ2';
/** Grace's code for her certificate. */
export const GRACE_CODE = 'Z2345678ABCD';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ShareOf = {
  code: string;
  certificateId: string;
  details: CertificateDetails;
  owner: Caller;
};

export const adaShare: ShareOf = {
  code: ADA_CODE,
  certificateId: ADA_ID,
  details: adaAtA,
  owner: 'learner',
};
export const graceShare: ShareOf = {
  code: GRACE_CODE,
  certificateId: GRACE_ID,
  details: graceAtA,
  owner: 'otherLearner',
};

export const sharePath = async (code: string) => `shares/${await shareIdOf(code)}`;

/**
 * A share made as the app plans it (planCreateShare), lasting `days` from now; `changes` alters
 * what is written (`undefined` removes a key).
 */
export async function shareWrites(
  { code, certificateId, details, owner }: ShareOf,
  { days = 30, changes = {} }: { days?: number; changes?: Record<string, unknown> } = {},
): Promise<Write[]> {
  const plan = planCreateShare({
    shareId: await shareIdOf(code),
    certificateId,
    ownerUid: actorOf(owner).uid,
    indexKey: await certificateKeyOf(certificateId, details),
    surnameKey: await surnameKeyOf(code, details.surname),
    expiresAt: new Date(Date.now() + days * DAY_MS),
  });
  return planned(plan).map((write) =>
    write.op === 'set' ? { ...write, data: merged(write.data, changes) } : write,
  );
}

/**
 * A share already made, as stored (written past the rules), `changes` altering it: a time the
 * rules would not take (an expiry in the past), a withdrawal.
 */
export async function seedShare(
  share: ShareOf = adaShare,
  changes: Record<string, unknown> = {},
): Promise<void> {
  const [write] = await shareWrites(share);
  if (write?.op !== 'set') throw new Error('A share is set.');
  const data: DocumentData = {
    ...write.data,
    createdAt: Timestamp.fromMillis(Date.now() - DAY_MS),
    expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY_MS),
    ...changes,
  };
  await seed((db) => commit(db, [{ ...write, data }]));
}

export async function revokeWrites(code: string): Promise<Write[]> {
  return planned(planRevokeShare(await shareIdOf(code)));
}

/**
 * A visitor's view of a share, as the share page commits it (planShareView): the check of the
 * share's id with the key of the surname typed, the visitor's quota, and (when `opens`) the view
 * counted on the share.
 */
export async function viewWrites(
  who: Caller,
  checkId: string,
  code: string,
  surname: string,
  { step = 'start', opens = true }: { step?: QuotaStep['kind']; opens?: boolean } = {},
): Promise<Write[]> {
  const quotaStep: QuotaStep =
    step === 'start' ? { kind: 'start', count: 1 } : { kind: 'continue', count: 2 };
  return planned(
    planShareView({
      uid: actorOf(who).uid,
      checkId,
      shareId: await shareIdOf(code),
      surnameKey: await surnameKeyOf(code, surname),
      step: quotaStep,
      now: new Date(),
      opens,
    }),
  );
}

// ---- Requests -----------------------------------------------------------------------------

export const REQUEST_ID = 'request-1';
export const OPENED_EVENT_ID = 'request-1-opened';
export const requestPath = (id = REQUEST_ID) => `learnerRequests/${id}`;

/** Ada asks her centre A about her certificate, as the app plans it (planOpenRequest). */
export function openRequestWrites(
  {
    requestId = REQUEST_ID,
    who = 'learner',
    certificateId = ADA_ID,
    centreNumber = adaAtA.centreNumber,
    kind = 'name-change',
    text = 'I have married: my surname is now King.',
  }: {
    requestId?: string;
    who?: Caller;
    certificateId?: string;
    centreNumber?: string;
    kind?: LearnerRequestKind;
    text?: string;
  } = {},
  changes: Record<string, unknown> = {},
): Write[] {
  const writes = planned(
    planOpenRequest({
      requestId,
      eventId: `${requestId}-opened`,
      certificate: { id: certificateId, centreNumber },
      kind,
      text,
      learner: actorOf(who),
    }),
  );
  return writes.map((write) =>
    write.path === requestPath(requestId) && write.op === 'set'
      ? { ...write, data: merged(write.data, changes) }
      : write,
  );
}

/** Ada's request as stored once opened, seeded past the rules with its event. */
export async function seedOpenRequest(status: 'open' | 'answered' | 'closed' = 'open') {
  const writes = openRequestWrites().map((write): Write => {
    if (write.op === 'delete') return write;
    const data = Object.fromEntries(
      Object.entries(write.data).map(([key, value]) => [
        key,
        key === 'at' ? Timestamp.fromMillis(Date.now() - DAY_MS) : value,
      ]),
    );
    return { ...write, data: write.path === requestPath() ? { ...data, status } : data };
  });
  await seed((db) => commit(db, writes));
}

/** A staff step on Ada's request as stored by seedOpenRequest (planRequestStep). */
export function requestStepWrites(
  step: LearnerRequestStep,
  actor: StaffActor,
  status: 'open' | 'answered' | 'closed' = 'open',
  eventId = `request-1-${step}`,
): Write[] {
  const plan = planRequestStep({
    request: {
      id: REQUEST_ID,
      certificateId: ADA_ID,
      centreNumber: adaAtA.centreNumber,
      kind: 'name-change',
      text: 'I have married: my surname is now King.',
      ownerUid: actorOf('learner').uid,
      email: LEARNER_EMAIL,
      status,
      at: new Date(),
      lastEventId: OPENED_EVENT_ID,
    },
    step,
    eventId,
    actor,
  });
  if (!plan) throw new Error(`A ${status} request cannot be given that step.`);
  return planned(plan);
}

export { seedCertificate };
