import type { Certificate } from '@/domain/certificate';
import { getDb, signedInActor } from '@/lib/firebase';
import type { StudentDetailsEdit } from '@/domain/plans/edit';

import type { StudentSearch } from '../utils/student-search';
import { fetchCertificatePage, type CertificatePage, type PageCursor } from './certificate-pages';
import { saveStudentDetails } from './save-student-details';

/** What the student list needs from the database; component tests pass their own. */
export type StudentListApi = {
  fetchPage: (search: StudentSearch, after: PageCursor | null) => Promise<CertificatePage>;
  /** Saves as the staff member signed in now. */
  saveStudentDetails: (certificateId: string, edit: StudentDetailsEdit) => Promise<Certificate>;
};

export const firestoreStudentListApi: StudentListApi = {
  fetchPage: async (search, after) => fetchCertificatePage(await getDb(), search, after),
  saveStudentDetails: async (certificateId, edit) =>
    saveStudentDetails(await getDb(), certificateId, edit, await signedInActor()),
};

export type { CertificatePage, PageCursor };
