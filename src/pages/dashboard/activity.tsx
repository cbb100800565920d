import { PageMeta } from '@/components/page-meta';
import { ActivityLog } from '@/features/audit/components/activity-log';
import { useStaffRole } from '@/features/auth/session-context';

export default function DashboardActivityPage() {
  const role = useStaffRole();
  return (
    <>
      <PageMeta title="Activity" description="Every change to the register, newest first." />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Activity</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every change to the register and every review step, newest first, with who made it and when.
        Filter by staff member, action or dates to answer who changed what.
      </p>
      <div className="mt-6">
        <ActivityLog role={role} />
      </div>
    </>
  );
}
