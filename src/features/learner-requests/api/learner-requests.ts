import {
  collection,
  doc,
  getDoc,
  getDocs,
  query,
  runTransaction,
  where,
  type Firestore,
} from 'firebase/firestore/lite';

import { collections } from '@/domain/collections';
import {
  learnerRequestFrom,
  type LearnerRequest,
  type LearnerRequestStep,
} from '@/domain/learner-requests';
import { planRequestStep } from '@/domain/plans/learner-request';
import type { QueryScope } from '@/domain/query-scope';
import type { StaffActor } from '@/domain/staff';
import { dateFrom } from '@/domain/stored-values';
import { applyPlan } from '@/lib/apply-plan';
import { scopeConstraints } from '@/lib/query-scope';

/** An open request, with the certificate it is about as staff find it in the Student List. */
export type RequestRow = LearnerRequest & { certificateNumber: string; fullName: string };

/**
 * The open requests of learners (docs/decisions/031-learners.md) within the scope (one centre,
 * or every centre for an admin), oldest first, each with its certificate's number and name.
 */
export async function listOpenRequests(db: Firestore, scope: QueryScope): Promise<RequestRow[]> {
  const snapshot = await getDocs(
    query(
      collection(db, collections.learnerRequests),
      where('status', '==', 'open'),
      ...scopeConstraints(scope),
    ),
  );
  const requests = snapshot.docs
    .map((entry) => learnerRequestFrom(entry.id, entry.data(), dateFrom))
    .filter((request): request is LearnerRequest => request !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime());
  return Promise.all(
    requests.map(async (request) => {
      const certificate = await getDoc(doc(db, collections.certificates, request.certificateId));
      const text = (field: string) => {
        const value: unknown = certificate.get(field);
        return typeof value === 'string' ? value : '';
      };
      return {
        ...request,
        certificateNumber: text('certificateNumber'),
        fullName: `${text('firstName')} ${text('surname')}`.trim(),
      };
    }),
  );
}

/** The request was answered or closed meanwhile, or is gone. */
export class RequestMovedOnError extends Error {
  constructor() {
    super('Someone has already answered or closed this request.');
    this.name = 'RequestMovedOnError';
  }
}

/**
 * A staff member answers a request (the change made through the record) or closes it, in one
 * transaction with its event (src/domain/plans/learner-request.ts).
 */
export async function takeRequestStep(
  db: Firestore,
  requestId: string,
  step: LearnerRequestStep,
  actor: StaffActor,
): Promise<void> {
  const ref = doc(db, collections.learnerRequests, requestId);
  const eventId = doc(collection(db, collections.auditEvents)).id;
  await runTransaction(db, async (transaction) => {
    const stored = await transaction.get(ref);
    const request = stored.exists() ? learnerRequestFrom(stored.id, stored.data(), dateFrom) : null;
    const plan = request ? planRequestStep({ request, step, eventId, actor }) : null;
    if (!plan) throw new RequestMovedOnError();
    applyPlan(db, transaction, plan);
  });
}
