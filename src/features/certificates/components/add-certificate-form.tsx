import { clsx } from 'clsx';
import { useId } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import type { Certificate } from '@/domain/certificate';
import type { StaffRole } from '@/domain/staff';

import { firestoreCertificateFormApi, type CertificateFormApi } from '../api/certificate-form-api';
import type { AddedCertificate } from '../api/add-certificate';
import { useCertificateForm } from '../hooks/use-certificate-form';
import { AddCentreField } from './add-centre-field';
import { CertificateNumberFields } from './certificate-number-fields';
import { LearnerDetails } from './learner-details';
import { NumberFormats } from './number-formats';
import { SaveStatusMessage } from './save-status';

type AddCertificateFormProps = {
  /** Who is adding: a centre's staff under their own centre, an admin under the one chosen. */
  role: StaffRole;
  /** The database operations; tests pass their own. */
  api?: CertificateFormApi;
  /** The day counted as today by the calendar; injectable for tests. */
  today?: Date;
  /**
   * The certificate this one replaces (docs/decisions/019-certificate-status.md): the form starts
   * filled from it, with new numbers; saving marks the old one replaced, for the reason given
   * when the replacement was requested.
   */
  replacing?: Certificate;
  /** After a replacement is saved: the form has done its one job. */
  onReplaced?: (added: AddedCertificate) => void;
};

/** Add Certificate (docs/product.md): record a certificate with two unique, generated numbers. */
export function AddCertificateForm({
  role,
  api = firestoreCertificateFormApi,
  today,
  replacing,
  onReplaced,
}: AddCertificateFormProps) {
  const ids = useId();
  const idOf = (field: string) => `${ids}-${field}`;
  const { formRef, ...form } = useCertificateForm({ api, role, replacing, onReplaced, idOf });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      aria-label={replacing ? 'Add a replacement certificate' : 'Add a certificate'}
      className="space-y-6"
    >
      {form.centre.closed ? (
        <Alert tone="error" title="Certificates cannot be added under your centre">
          {form.centre.closed}
        </Alert>
      ) : null}
      <p className="text-sm text-slate-700">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <CertificateNumberFields form={form} idOf={idOf} />
        <LearnerDetails form={form} idOf={idOf} today={today} />
        <AddCentreField form={form} id={idOf('centreNumber')} />
      </div>

      <NumberFormats />

      <SaveStatusMessage status={form.status} />

      <Button
        type="submit"
        size="lg"
        aria-disabled={form.busy || undefined}
        className={clsx('w-full sm:w-auto', form.busy && 'cursor-wait opacity-75')}
      >
        {replacing ? 'Add Replacement' : 'Add Certificate'}
      </Button>
    </form>
  );
}
