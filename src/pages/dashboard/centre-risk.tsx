import { PageMeta } from '@/components/page-meta';
import { AdminsOnly } from '@/features/auth/components/admins-only';
import { CentreRiskView } from '@/features/centre-risk/components/centre-risk-view';

const notice = {
  title: 'The awarding body watches every centre’s register.',
  text: 'The centres’ risk figures come from every centre’s certificates and checks, so only the awarding body’s administrators see them.',
};

export default function DashboardCentreRiskPage() {
  return (
    <>
      <PageMeta
        title="Centre Risk"
        description="What in each centre’s register looks like fraud."
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Centre Risk</h1>
      <AdminsOnly notice={notice}>
        <p className="mt-2 max-w-3xl text-slate-700">
          Each centre’s certificates added against its own usual rate, the most it added on one day,
          awards recorded long after they were made, failed checks naming its certificates,
          suspicious attempts, and withdrawals and replacements. A centre is flagged when a figure
          passes its threshold; each figure opens the records behind it.
        </p>
        <div className="mt-6">
          <CentreRiskView />
        </div>
      </AdminsOnly>
    </>
  );
}
