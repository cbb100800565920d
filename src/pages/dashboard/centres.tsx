import { PageMeta } from '@/components/page-meta';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { AdminsOnly } from '@/features/auth/components/admins-only';
import { CentresManager } from '@/features/centres/components/centres-manager';

const notice = {
  title: 'The awarding body manages the centres.',
  text: 'Centres are approved, suspended and reactivated by the awarding body’s administrators. Contact them about your centre’s approval.',
};

export default function DashboardCentresPage() {
  return (
    <>
      <PageMeta
        title="Centres"
        description="The approved training centres: add, suspend and reactivate them."
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Centres</h1>
      <AdminsOnly notice={notice}>
        <p className="mt-2 max-w-3xl text-slate-700">
          Every training centre approved to issue certificates, with its figures. A suspended
          centre’s staff can sign in and read its learners but add nothing; its certificates keep
          verifying. Each change is recorded on Activity.{' '}
          <Link
            to={paths.dashboard.centreRisk.getHref()}
            className="font-semibold text-brand-700 underline underline-offset-2"
          >
            See each centre’s risk figures
          </Link>
          .
        </p>
        <div className="mt-6">
          <CentresManager />
        </div>
      </AdminsOnly>
    </>
  );
}
