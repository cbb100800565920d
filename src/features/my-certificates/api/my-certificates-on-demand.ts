import type { Certificate } from '@/domain/certificate';
import type { LearnerRequest, LearnerRequestKind } from '@/domain/learner-requests';
import type { StaffActor } from '@/domain/staff';
import { onDemand } from '@/lib/on-demand';

/**
 * The learner's reads and requests, with Firestore Lite on the learners' own Firebase app, run
 * on first use (docs/decisions/025-short-tasks-on-arrival.md).
 */
const module = onDemand(async () => {
  const api = await import('./my-certificates');
  return { api, db: await api.getLearnerDb() };
});

/** What the learner's page needs of the register; tests pass their own. */
export type MyCertificatesApi = {
  listCertificates: (email: string) => Promise<Certificate[]>;
  listRequests: (uid: string) => Promise<LearnerRequest[]>;
  openRequest: (
    learner: StaffActor,
    certificate: Pick<Certificate, 'id' | 'centreNumber'>,
    kind: LearnerRequestKind,
    text: string,
  ) => Promise<string>;
  /** One of the learner's certificates' issued PDF; null when none has been issued. */
  readPdf: (certificateId: string) => Promise<Uint8Array | null>;
};

export const firestoreMyCertificatesApi: MyCertificatesApi = {
  listCertificates: async (email) => {
    const { api, db } = await module.load();
    return api.listMyCertificates(db, email);
  },
  listRequests: async (uid) => {
    const { api, db } = await module.load();
    return api.listMyRequests(db, uid);
  },
  openRequest: async (learner, certificate, kind, text) => {
    const { api, db } = await module.load();
    return api.openRequest(db, learner, certificate, kind, text);
  },
  readPdf: async (certificateId) => {
    const { api, db } = await module.load();
    return api.readCertificatePdf(db, certificateId);
  },
};
