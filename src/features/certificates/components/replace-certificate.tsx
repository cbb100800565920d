import { useRef, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import { isAdminRole, type StaffRole } from '@/domain/staff';
import { failureMessage } from '@/lib/failure-message';

import { firestoreReplacementApi, type ReplacementApi } from '../api/certificate-form-api';
import type { AddedCertificate } from '../api/add-certificate';
import { useCertificateToReplace } from '../hooks/use-certificate-to-replace';
import { AddCertificateForm } from './add-certificate-form';
import { NotReplaceable, ReplacementAdded } from './replacement-notes';

type ReplaceCertificateProps = {
  certificateId: string;
  /** Only an admin completes a replacement (docs/decisions/027-centres.md). */
  role: StaffRole;
  /** The database operations, the old certificate's read among them; tests pass their own. */
  api?: ReplacementApi;
  today?: Date;
};

/**
 * 'Replace Certificate', the second step of a replacement another staff member requested: the add
 * form filled from the old record, with new numbers. Saving adds the replacement and marks the
 * old one replaced in the same commit, each naming the other. An admin's step: a centre's staff
 * are told so, and nothing is read.
 */
export function ReplaceCertificate({ role, ...props }: ReplaceCertificateProps) {
  if (!isAdminRole(role)) {
    return (
      <Alert tone="info" role="none" title="Only the awarding body completes a replacement.">
        <p>
          Your centre can ask for a certificate to be withdrawn from its record in the Student List;
          replacements are made by the awarding body&rsquo;s administrators.
        </p>
      </Alert>
    );
  }
  return <AdminReplacement role={role} {...props} />;
}

function AdminReplacement({
  certificateId,
  role,
  api = firestoreReplacementApi,
  today,
}: ReplaceCertificateProps) {
  const old = useCertificateToReplace(api, certificateId);
  const [added, setAdded] = useState<AddedCertificate | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);

  if (old.isPending) return <PageLoading label="Loading the certificate to replace..." />;
  if (old.isError && !added) {
    return (
      <LoadFailure
        title="The certificate to replace could not be loaded."
        onRetry={() => void old.refetch()}
      >
        <p>{failureMessage(old.error)}</p>
      </LoadFailure>
    );
  }
  const certificate = old.data;

  if (added) return <ReplacementAdded ref={doneRef} added={added} replaced={certificate} />;
  // Only a valid certificate awaiting its replacement can be replaced.
  if (!certificate || certificate.status !== 'valid' || certificate.pendingStatus !== 'replaced') {
    return <NotReplaceable certificate={certificate ?? null} />;
  }

  return (
    <>
      <Alert
        tone="info"
        role="none"
        title={`Replacing certificate ${certificate.certificateNumber}`}
      >
        <p>
          Issued to {certificate.fullName}; a colleague asked for it to be replaced. The details
          below are copied from it and can be corrected; the replacement gets new numbers. When you
          save, the old certificate is marked replaced, for the reason given with the request, and
          verifiers who check its numbers are told to ask the holder for the new one.
        </p>
      </Alert>
      <div className="mt-6">
        <AddCertificateForm
          role={role}
          api={api}
          today={today}
          replacing={certificate}
          onReplaced={(result) => {
            setAdded(result);
            requestAnimationFrame(() => doneRef.current?.focus());
          }}
        />
      </div>
    </>
  );
}
