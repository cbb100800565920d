import type { Certificate } from '@/domain/certificate';
import type { Centre } from '@/domain/centres';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import type { QueryScope } from '@/domain/query-scope';
import { listCentres, readCentre } from '@/lib/centres';
import { getDb, signedInActor } from '@/lib/firebase';

import type { StudentSearch } from '../utils/student-search';
import { fetchCertificatePage, type CertificatePage, type PageCursor } from './certificate-pages';
import { saveStudentDetails } from './save-student-details';

/** What the student list needs from the database; component tests pass their own. */
export type StudentListApi = {
  fetchPage: (
    search: StudentSearch,
    after: PageCursor | null,
    scope: QueryScope,
  ) => Promise<CertificatePage>;
  /** Saves as the staff member signed in now. */
  saveStudentDetails: (certificateId: string, edit: StudentDetailsEdit) => Promise<Certificate>;
  /** Every centre, for an admin's centre filter and a move to another centre. */
  listCentres: () => Promise<Centre[]>;
  /** A centre's staff member's own centre: whether its certificates may be edited. */
  readCentre: (centreNumber: string) => Promise<Centre | null>;
};

export const firestoreStudentListApi: StudentListApi = {
  fetchPage: async (search, after, scope) =>
    fetchCertificatePage(await getDb(), search, after, { scope }),
  saveStudentDetails: async (certificateId, edit) =>
    saveStudentDetails(await getDb(), certificateId, edit, await signedInActor()),
  listCentres: async () => listCentres(await getDb()),
  readCentre: async (centreNumber) => readCentre(await getDb(), centreNumber),
};

export type { CertificatePage, PageCursor };
