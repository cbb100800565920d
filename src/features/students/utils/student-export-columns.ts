import type { Certificate } from '@/domain/certificate';
import { statusLabels } from '@/domain/certificate-status';
import type { ExportColumn } from '@/domain/csv-export';

/** The student list's CSV columns: the register's details, then its standing and origin. */
export const studentExportColumns: readonly ExportColumn<Certificate>[] = [
  { header: 'Certificate Number', value: (row) => row.certificateNumber },
  { header: 'Student Number', value: (row) => row.studentNumber },
  { header: 'First Name', value: (row) => row.firstName },
  { header: 'Surname', value: (row) => row.surname },
  { header: 'Course Name', value: (row) => row.courseName },
  { header: 'Awarded Date', value: (row) => row.awardedDate },
  { header: 'Birth Year', value: (row) => row.birthYear },
  { header: 'Centre Number', value: (row) => row.centreNumber },
  { header: 'Learner E-mail', value: (row) => row.learnerEmail },
  { header: 'Status', value: (row) => statusLabels[row.status] },
  { header: 'Recorded At', value: (row) => row.createdAt.toISOString() },
  { header: 'Recorded By', value: (row) => row.createdBy },
];
