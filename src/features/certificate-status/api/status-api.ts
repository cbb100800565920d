import type { StaffRole } from '@/domain/staff';
import { getDb, signedInActor } from '@/lib/firebase';

import { readStanding, type CertificateStanding } from './read-standing';
import { takeStatusStep, type StatusStep } from './take-status-step';

/** What the status panel needs from the database; component tests pass their own. */
export type StatusApi = {
  readStanding: (certificateId: string) => Promise<CertificateStanding | null>;
  /** The uid of the staff member signed in now, to tell their own request from another's. */
  viewerUid: () => Promise<string>;
  /** Takes the step as the staff member signed in now, whose role is given. */
  takeStep: (certificateId: string, step: StatusStep, role: StaffRole) => Promise<void>;
};

export const firestoreStatusApi: StatusApi = {
  readStanding: async (certificateId) => readStanding(await getDb(), certificateId),
  viewerUid: async () => (await signedInActor()).uid,
  takeStep: async (certificateId, step, role) =>
    takeStatusStep(await getDb(), certificateId, step, await signedInActor(), role),
};

export type { CertificateStanding, StatusStep };
export type { StatusRequest } from './read-standing';
