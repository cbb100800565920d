import { getDb, signedInActor } from '@/lib/firebase';

import type { ReportCursor, ReportPage } from '../types';
import { countReports, listReports, takeReportStep } from './reports';

/** What the reports' queue needs from the database, acting as the admin signed in. */
export type ReportReviewApi = {
  listReports: (after: ReportCursor | null) => Promise<ReportPage>;
  countReports: () => Promise<number>;
  markUnderInvestigation: (reportId: string, note: string) => Promise<void>;
  close: (reportId: string) => Promise<void>;
};

export const firestoreReportReviewApi: ReportReviewApi = {
  listReports: async (after) => listReports(await getDb(), after),
  countReports: async () => countReports(await getDb()),
  markUnderInvestigation: async (reportId, note) =>
    takeReportStep(await getDb(), reportId, { kind: 'investigate', note }, await signedInActor()),
  close: async (reportId) =>
    takeReportStep(await getDb(), reportId, { kind: 'close' }, await signedInActor()),
};
