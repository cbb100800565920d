import type { Certificate } from '@/domain/certificate';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import type { QueryScope } from '@/domain/query-scope';
import type { CentrePickerApi } from '@/lib/centre-queries';
import { firestoreCentrePickerApi } from '@/lib/centre-reads';
import { certificatePdfForDownload } from '@/lib/certificate-pdfs';
import { getDb, signedInActor } from '@/lib/firebase';

import type { StudentSearch } from '../utils/student-search';
import { fetchCertificatePage, type CertificatePage, type PageCursor } from './certificate-pages';
import { saveStudentDetails } from './save-student-details';

/**
 * What the student list needs from the database; component tests pass their own. With the centre
 * picker's reads: an admin's centre filter and a move to another centre, and a centre's staff
 * member's own centre (readCentre: whether its certificates may be edited).
 */
export type StudentListApi = CentrePickerApi & {
  fetchPage: (
    search: StudentSearch,
    after: PageCursor | null,
    scope: QueryScope,
  ) => Promise<CertificatePage>;
  /** Saves as the staff member signed in now. */
  saveStudentDetails: (certificateId: string, edit: StudentDetailsEdit) => Promise<Certificate>;
  /** The certificate's issued PDF, issued now (in this browser) if it has none yet. */
  downloadPdf: (certificateId: string) => Promise<Uint8Array>;
};

export const firestoreStudentListApi: StudentListApi = {
  ...firestoreCentrePickerApi,
  fetchPage: async (search, after, scope) =>
    fetchCertificatePage(await getDb(), search, after, { scope }),
  saveStudentDetails: async (certificateId, edit) =>
    saveStudentDetails(await getDb(), certificateId, edit, await signedInActor()),
  downloadPdf: async (certificateId) => {
    const [db, actor, { renderPdfInBrowser }] = await Promise.all([
      getDb(),
      signedInActor(),
      import('@/lib/certificate-pdf'),
    ]);
    return certificatePdfForDownload(db, certificateId, actor, renderPdfInBrowser);
  },
};

export type { CertificatePage, PageCursor };
