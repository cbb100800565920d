import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';

import type { Certificate } from '@/domain/certificate';
import type { StudentDetailsEdit } from '@/domain/plans/edit';

import { studentQueries } from '../api/student-queries';
import type { CertificatePage, StudentListApi } from '../api/student-list-api';

function withRowReplaced(
  data: InfiniteData<CertificatePage> | undefined,
  updated: Certificate,
): InfiniteData<CertificatePage> | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      certificates: page.certificates.map((row) => (row.id === updated.id ? updated : row)),
    })),
  };
}

/**
 * Saves Edit Student Details (as the staff member signed in), then puts the saved record in place
 * in every list that shows it: no page is read again, and the row stays where staff found it.
 */
export function useSaveStudentDetails(api: StudentListApi) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ certificateId, edit }: { certificateId: string; edit: StudentDetailsEdit }) =>
      api.saveStudentDetails(certificateId, edit),
    onSuccess: (updated) => {
      queryClient.setQueriesData<InfiniteData<CertificatePage>>(
        { queryKey: studentQueries.lists() },
        (data) => withRowReplaced(data, updated),
      );
    },
  });
}
