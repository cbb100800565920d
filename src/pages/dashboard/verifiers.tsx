import { PageMeta } from '@/components/page-meta';
import { AdminsOnly } from '@/features/auth/components/admins-only';
import { VerifiersManager } from '@/features/verifiers/components/verifiers-manager';

const notice = {
  title: 'The awarding body manages employers’ verifier accounts.',
  text: 'Verifier accounts are given, suspended and reactivated by the awarding body’s administrators.',
};

export default function DashboardVerifiersPage() {
  return (
    <>
      <PageMeta
        title="Verifiers"
        description="Employers’ verifier accounts and the requests for one: suspend, reactivate, change the allowance, invite."
      />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Verifiers</h1>
      <AdminsOnly notice={notice}>
        <p className="mt-2 max-w-3xl text-slate-700">
          Employers who check candidates’ certificates in batches, each up to its allowance of rows
          a day. A suspended account checks nothing until it is reactivated; receipts it has made
          stay open to whoever holds them. Each change is recorded on Activity.
        </p>
        <div className="mt-6">
          <VerifiersManager />
        </div>
      </AdminsOnly>
    </>
  );
}
