import { useNavigate } from 'react-router-dom';

import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { isAdminRole } from '@/domain/staff';
import { CertificateHistory } from '@/features/audit/components/record-histories';
import { useStaffRole } from '@/features/auth/session-context';
import { CertificateStatusPanel } from '@/features/certificate-status/components/certificate-status-panel';
import { CertificateChecks } from '@/features/check-records/components/certificate-checks';
import { StudentList } from '@/features/students/components/student-list';

export default function DashboardStudentListPage() {
  const navigate = useNavigate();
  const role = useStaffRole();
  return (
    <>
      <PageMeta title="Student List" description="Find and update learner records." />
      <h1 className="text-2xl font-bold text-brand-900 sm:text-3xl">Student List</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        {role.role === 'centre'
          ? `Every certificate of centre ${role.centreNumber}, newest first.`
          : 'Every certificate on the register, newest first.'}{' '}
        Search for a learner, then choose View Details to correct their record or change its status.
        A saved change is checked against the register and applies to public verification straight
        away.
      </p>
      <div className="mt-6">
        <StudentList
          role={role}
          history={(certificate) => (
            <>
              {/* The public check's records are the admins' (docs/decisions/027-centres.md). */}
              {isAdminRole(role) ? <CertificateChecks certificate={certificate} /> : null}
              <CertificateHistory certificate={certificate} role={role} />
            </>
          )}
          renderStatus={(certificate, onChanged) => (
            <CertificateStatusPanel
              certificateId={certificate.id}
              role={role}
              onChanged={onChanged}
              onReplace={(old) => void navigate(paths.dashboard.addCertificate.getHref(old.id))}
            />
          )}
        />
      </div>
    </>
  );
}
