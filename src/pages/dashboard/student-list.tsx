import { PageMeta } from '@/components/page-meta';
import { CertificateHistory } from '@/features/audit/components/record-histories';
import { StudentList } from '@/features/students/components/student-list';

export default function DashboardStudentListPage() {
  return (
    <>
      <PageMeta title="Student List" description="Find and update learner records." />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Student List</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every certificate on the register, newest first. Search for a learner, then choose View
        Details to correct their record. A saved change is checked against the register and applies
        to public verification straight away.
      </p>
      <div className="mt-6">
        <StudentList history={(certificate) => <CertificateHistory certificate={certificate} />} />
      </div>
    </>
  );
}
