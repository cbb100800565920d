import { clsx } from 'clsx';
import { useId } from 'react';

import { CentreField } from '@/components/centre-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { TextField } from '@/components/ui/field';
import { centreLabel } from '@/domain/centres';
import type { Certificate } from '@/domain/certificate';
import { NAME_LIMIT } from '@/domain/limits';
import type { StaffRole } from '@/domain/staff';

import { firestoreCertificateFormApi, type CertificateFormApi } from '../api/certificate-form-api';
import type { AddedCertificate } from '../api/add-certificate';
import { useCertificateForm } from '../hooks/use-certificate-form';
import { birthYearInput } from '../utils/certificate-form-values';
import { CourseNameField } from './course-name-field';
import { NumberField } from './number-field';
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
  const {
    fields,
    setField,
    centre,
    numbers,
    editNumber,
    renewNumber,
    leaveNumber,
    errorOf,
    status,
    busy,
    formRef,
    handleSubmit,
  } = useCertificateForm({ api, role, replacing, onReplaced, idOf });

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-label={replacing ? 'Add a replacement certificate' : 'Add a certificate'}
      className="space-y-6"
    >
      {centre.closed ? (
        <Alert tone="error" title="Certificates cannot be added under your centre">
          {centre.closed}
        </Alert>
      ) : null}
      <p className="text-sm text-slate-700">
        Fields marked <span className="font-semibold text-red-700">*</span> are required.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <NumberField
          id={idOf('certificateNumber')}
          label="Certificate Number"
          noun="certificate number"
          number={numbers.certificateNumber}
          placeholder={numbers.certificateNumber.pending ? 'Generating…' : 'e.g. 086525417'}
          error={errorOf('certificateNumber')}
          onEdit={(value) => editNumber('certificateNumber', value)}
          onBlur={() => leaveNumber('certificateNumber')}
          onRegenerate={() => renewNumber('certificateNumber')}
        />
        <NumberField
          id={idOf('studentNumber')}
          label="Student Number"
          noun="student number"
          number={numbers.studentNumber}
          placeholder={numbers.studentNumber.pending ? 'Generating…' : 'e.g. Q8825533'}
          error={errorOf('studentNumber')}
          onEdit={(value) => editNumber('studentNumber', value)}
          onBlur={() => leaveNumber('studentNumber')}
          onRegenerate={() => renewNumber('studentNumber')}
        />
        <TextField
          id={idOf('firstName')}
          label="First Name"
          required
          autoComplete="off"
          maxLength={NAME_LIMIT}
          value={fields.firstName}
          error={errorOf('firstName')}
          onChange={(event) => setField('firstName', event.target.value)}
        />
        <TextField
          id={idOf('surname')}
          label="Surname"
          required
          autoComplete="off"
          maxLength={NAME_LIMIT}
          value={fields.surname}
          error={errorOf('surname')}
          onChange={(event) => setField('surname', event.target.value)}
        />
        <CourseNameField
          id={idOf('courseName')}
          value={fields.courseName}
          onChange={(value) => setField('courseName', value)}
        />
        <DatePicker
          id={idOf('awardedDate')}
          label="Awarded Date"
          hint="Leave blank to use this year in the numbers."
          value={fields.awardedDate}
          onChange={(awardedDate) => setField('awardedDate', awardedDate)}
          today={today}
        />
        <TextField
          id={idOf('birthYear')}
          label="Birth Year"
          hint="Two digits, for example 92 for 1992. Blank counts as 88."
          inputMode="numeric"
          autoComplete="off"
          maxLength={2}
          value={fields.birthYear}
          error={errorOf('birthYear')}
          onChange={(event) => setField('birthYear', birthYearInput(event.target.value))}
        />
        <CentreField
          id={idOf('centreNumber')}
          value={centre.value}
          onChange={centre.set}
          centres={centre.choices}
          loading={centre.loading}
          hint={
            centre.choices
              ? 'The centre that awards the certificate: one of the active centres.'
              : centre.own
                ? `Filled in for you: ${centreLabel(centre.own)}, the centre that awards the certificate.`
                : 'Filled in for you: the centre that awards the certificate.'
          }
          error={errorOf('centreNumber')}
        />
      </div>

      <NumberFormats />

      <SaveStatusMessage status={status} />

      <Button
        type="submit"
        size="lg"
        aria-disabled={busy || undefined}
        className={clsx('w-full sm:w-auto', busy && 'cursor-wait opacity-75')}
      >
        {replacing ? 'Add Replacement' : 'Add Certificate'}
      </Button>
    </form>
  );
}
