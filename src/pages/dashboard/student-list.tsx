import { PageMeta } from '@/components/page-meta';

export default function DashboardStudentListPage() {
  return (
    <>
      <PageMeta title="Student List" description="Find and update learner records." />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Student List</h1>
    </>
  );
}
