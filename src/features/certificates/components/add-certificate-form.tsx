import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { TextField } from '@/components/ui/field';
import { DEFAULT_CENTRE_NUMBER, type Certificate } from '@/domain/certificate';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';

import { firestoreCertificateFormApi, type CertificateFormApi } from '../api/certificate-form-api';
import { useAddCertificate } from '../hooks/use-add-certificate';
import {
  useGeneratedNumbers,
  type NumberField as NumberFieldName,
} from '../hooks/use-generated-numbers';
import type { AddedCertificate } from '../api/add-certificate';
import { addErrorText, addStatusText, waitingForNumbersText } from '../utils/add-status';
import {
  birthYearInput,
  certificateDetailsFrom,
  emptyLearnerFields,
  fieldOrder,
  learnerFieldsOf,
  validateCertificateForm,
  type FieldErrors,
  type LearnerFields,
} from '../utils/certificate-form-values';
import { CourseNameField } from './course-name-field';
import { NumberField } from './number-field';
import { NumberFormats } from './number-formats';
import { SaveStatusMessage, type SaveStatus } from './save-status';

type AddCertificateFormProps = {
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

/** SPEC §2 'Add Certificate': record a certificate with two unique, generated numbers. */
export function AddCertificateForm({
  api = firestoreCertificateFormApi,
  today,
  replacing,
  onReplaced,
}: AddCertificateFormProps) {
  const ids = useId();
  const idOf = (field: string) => `${ids}-${field}`;
  const [fields, setFields] = useState<LearnerFields>(() =>
    replacing ? learnerFieldsOf(replacing) : emptyLearnerFields,
  );
  const { numbers, edit, generate, edits, startAfresh } = useGeneratedNumbers(api, fields);
  const add = useAddCertificate(api);
  const [submitted, setSubmitted] = useState(false);
  const [blurred, setBlurred] = useState<Partial<Record<NumberFieldName, boolean>>>({});
  const [status, setStatus] = useState<SaveStatus | null>(null);
  // Set at once on submit: a second press before the next render must not save twice.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  // Sent while a number was being generated: the save waits for it rather than being lost.
  const sentEarly = useRef(false);

  const details = certificateDetailsFrom(
    {
      certificateNumber: numbers.certificateNumber.value,
      studentNumber: numbers.studentNumber.value,
    },
    fields,
  );
  const problems: FieldErrors = validateCertificateForm(details);
  for (const field of ['certificateNumber', 'studentNumber'] as const) {
    const problem = numbers[field].problem;
    if (problem) problems[field] = problem;
  }
  const errorOf = (field: keyof FieldErrors) => {
    const isNumber = field === 'certificateNumber' || field === 'studentNumber';
    const typedAndLeft = isNumber && blurred[field] && !numbers[field].generated;
    const exhausted = isNumber && numbers[field].problem;
    return submitted || typedAndLeft || exhausted ? problems[field] : undefined;
  };
  const generating = numbers.certificateNumber.pending || numbers.studentNumber.pending;
  const busy = add.isPending || generating;

  function setField<K extends keyof LearnerFields>(field: K, value: LearnerFields[K]) {
    setFields((previous) => ({ ...previous, [field]: value }));
  }

  function renew(field: NumberFieldName) {
    setBlurred((previous) => ({ ...previous, [field]: false }));
    generate(field);
  }

  useEffect(() => {
    if (generating || !sentEarly.current) return;
    sentEarly.current = false;
    formRef.current?.requestSubmit();
  }, [generating]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (generating) {
      sentEarly.current = true;
      setStatus({ tone: 'progress', text: waitingForNumbersText });
      return;
    }
    setSubmitted(true);
    const firstProblem = fieldOrder.find((field) => problems[field]);
    if (firstProblem) {
      setStatus(null);
      document.getElementById(idOf(firstProblem))?.focus();
      return;
    }
    const replaces = replacing ? { certificateId: replacing.id } : undefined;

    inFlight.current = true;
    // What was typed in a number field from here on is for the next learner: a fresh form keeps it.
    const editsAtSubmit = edits;
    setStatus({ tone: 'progress', text: addStatusText.checking });
    try {
      const added = await add.mutateAsync({
        details,
        onAdding: () => setStatus({ tone: 'progress', text: addStatusText.adding }),
        replaces,
      });
      if (replacing) {
        onReplaced?.(added);
        return;
      }
      setStatus({
        tone: 'success',
        text: addStatusText.added,
        detail: `${details.firstName} ${details.surname}: certificate ${added.certificateNumber}, student number ${added.studentNumber}. It can be verified straight away.`,
      });
      setFields(emptyLearnerFields);
      setSubmitted(false);
      setBlurred({});
      startAfresh(editsAtSubmit);
    } catch (error) {
      if (!(error instanceof DuplicateNumberError))
        console.error('Could not add the certificate.', error);
      setStatus({ tone: 'error', text: addErrorText(error) });
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={handleSubmit}
      aria-label={replacing ? 'Add a replacement certificate' : 'Add a certificate'}
      className="space-y-6"
    >
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
          onEdit={(value) => edit('certificateNumber', value)}
          onBlur={() => setBlurred((previous) => ({ ...previous, certificateNumber: true }))}
          onRegenerate={() => renew('certificateNumber')}
        />
        <NumberField
          id={idOf('studentNumber')}
          label="Student Number"
          noun="student number"
          number={numbers.studentNumber}
          placeholder={numbers.studentNumber.pending ? 'Generating…' : 'e.g. Q8825533'}
          error={errorOf('studentNumber')}
          onEdit={(value) => edit('studentNumber', value)}
          onBlur={() => setBlurred((previous) => ({ ...previous, studentNumber: true }))}
          onRegenerate={() => renew('studentNumber')}
        />
        <TextField
          id={idOf('firstName')}
          label="First Name"
          required
          autoComplete="off"
          maxLength={100}
          value={fields.firstName}
          error={errorOf('firstName')}
          onChange={(event) => setField('firstName', event.target.value)}
        />
        <TextField
          id={idOf('surname')}
          label="Surname"
          required
          autoComplete="off"
          maxLength={100}
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
        <TextField
          id={idOf('centreNumber')}
          label="Centre Number"
          hint="Filled in for you: the centre that awards the certificate."
          readOnly
          value={DEFAULT_CENTRE_NUMBER}
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
