import type { Ref } from 'react';

import { Alert } from '@/components/ui/alert';
import { ButtonLink } from '@/components/ui/button';
import { paths } from '@/config/paths';
import type { Certificate } from '@/domain/certificate';

import type { AddedCertificate } from '../api/add-certificate';

// What 'Replace Certificate' says besides its form: that the replacement was added, or why the
// certificate cannot be replaced now.

type ReplacementAddedProps = {
  added: AddedCertificate;
  /** The certificate it replaces, if it could be read again. */
  replaced: Certificate | null | undefined;
  /** Takes focus once the replacement is added: the form that had it is gone. */
  ref: Ref<HTMLDivElement>;
};

export function ReplacementAdded({ added, replaced, ref }: ReplacementAddedProps) {
  return (
    <div ref={ref} tabIndex={-1} className="focus:outline-none">
      <Alert tone="success" role="status" title="Replacement added">
        <p>
          Certificate {added.certificateNumber} (student number {added.studentNumber}) now replaces
          certificate {replaced?.certificateNumber ?? ''}. The old numbers verify as replaced; the
          new ones verify straight away.
        </p>
      </Alert>
      <ButtonLink to={paths.dashboard.studentList.getHref()} variant="outline" className="mt-4">
        Back to the Student List
      </ButtonLink>
    </div>
  );
}

/** A certificate gone from the register, or not awaiting a replacement. */
export function NotReplaceable({ certificate }: { certificate: Certificate | null }) {
  if (!certificate) {
    return (
      <Alert tone="error" role="alert" title="This certificate is not on the register.">
        <p>It may have been removed. Find the record again in the Student List.</p>
      </Alert>
    );
  }
  return (
    <Alert tone="error" role="alert" title="This certificate cannot be replaced now.">
      <p>
        A replacement is made in two steps: one staff member requests it from the
        certificate&rsquo;s record in the Student List, and another completes it here. Certificate{' '}
        {certificate.certificateNumber}{' '}
        {certificate.status !== 'valid'
          ? `is ${certificate.status}.`
          : certificate.pendingStatus === 'withdrawn'
            ? 'is waiting for a withdrawal decision.'
            : 'has no replacement requested.'}
      </p>
    </Alert>
  );
}
