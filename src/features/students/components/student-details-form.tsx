import { useId, useRef, useState, type FormEvent } from 'react';

import { CentreField } from '@/components/centre-field';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { TextField } from '@/components/ui/field';
import { qualifications } from '@/content/qualifications';
import type { Centre } from '@/domain/centres';
import type { Certificate } from '@/domain/certificate';
import { isIsoDay } from '@/domain/iso-day';
import { COURSE_NAME_LIMIT, NAME_LIMIT } from '@/domain/limits';
import type { StudentDetailsEdit } from '@/domain/plans/edit';

import { saveErrorText, saveStatusText } from '../utils/save-messages';
import {
  detailsFieldOrder,
  editableDetailsOf,
  validateStudentDetails,
  type StudentDetailsField,
} from '../utils/student-details';

const courseTitles = qualifications.map((qualification) => qualification.title);

type SaveState = { tone: 'saving' | 'saved' } | { tone: 'error'; text: string } | null;

type StudentDetailsFormProps = {
  certificate: Certificate;
  save: (certificateId: string, edit: StudentDetailsEdit) => Promise<Certificate>;
  onSaved: (updated: Certificate) => void;
  /** An admin's choice of centre to move the learner to; null for a centre's staff. */
  centres: readonly Centre[] | null;
  onCancel: () => void;
  today?: Date;
};

/**
 * The fields of Edit Student Details, with Save and Cancel. Only an admin moves a learner to
 * another centre, and only to an active one; a centre's staff see their centre read-only.
 */
export function StudentDetailsForm({
  certificate,
  save,
  onSaved,
  centres,
  onCancel,
  today,
}: StudentDetailsFormProps) {
  const ids = useId();
  const idOf = (field: string) => `${ids}-${field}`;
  // What the register holds now: the record as opened, then as last saved.
  const [saved, setSaved] = useState(() => editableDetailsOf(certificate));
  const [fields, setFields] = useState(saved);
  const [submitted, setSubmitted] = useState(false);
  const [state, setState] = useState<SaveState>(null);
  const inFlight = useRef(false);

  const errors = validateStudentDetails(fields, saved);
  const errorOf = (field: StudentDetailsField) => (submitted ? errors[field] : undefined);
  const saving = state?.tone === 'saving';
  const legacyDate = saved.awardedDate !== '' && !isIsoDay(saved.awardedDate.trim());

  function setField(field: StudentDetailsField, value: string) {
    setFields((previous) => ({ ...previous, [field]: value }));
    if (state?.tone !== 'saving') setState(null);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmitted(true);
    const firstProblem = detailsFieldOrder.find((field) => errors[field]);
    if (firstProblem) {
      setState(null);
      document.getElementById(idOf(firstProblem))?.focus();
      return;
    }
    inFlight.current = true;
    setState({ tone: 'saving' });
    try {
      const updated = await save(certificate.id, fields);
      const stored = editableDetailsOf(updated);
      setSaved(stored);
      setFields(stored);
      setSubmitted(false);
      setState({ tone: 'saved' });
      onSaved(updated);
    } catch (error) {
      console.error('Could not save the student details.', error);
      setState({ tone: 'error', text: saveErrorText(error) });
    } finally {
      inFlight.current = false;
    }
  }

  const text = (field: StudentDetailsField, label: string, extra: object = {}) => (
    <TextField
      id={idOf(field)}
      label={label}
      autoComplete="off"
      value={fields[field]}
      error={errorOf(field)}
      onChange={(event) => setField(field, event.target.value)}
      {...extra}
    />
  );

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="Student details" className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('studentNumber', 'Student Number', { required: true, maxLength: 32 })}
        {text('certificateNumber', 'Certificate Number', { required: true, maxLength: 32 })}
        {text('firstName', 'First Name', { required: true, maxLength: NAME_LIMIT })}
        {text('surname', 'Surname', { required: true, maxLength: NAME_LIMIT })}
        <div className="sm:col-span-2">
          {text('courseName', 'Course Name', {
            list: idOf('courses'),
            maxLength: COURSE_NAME_LIMIT,
          })}
          <datalist id={idOf('courses')}>
            {courseTitles.map((title) => (
              <option key={title} value={title} />
            ))}
          </datalist>
        </div>
        <DatePicker
          id={idOf('awardedDate')}
          label="Awarded Date"
          value={fields.awardedDate}
          onChange={(value) => setField('awardedDate', value)}
          hint={
            legacyDate && fields.awardedDate === saved.awardedDate
              ? 'Recorded as text on our old system. It is kept as it is unless you choose a new date.'
              : undefined
          }
          placeholder="Not recorded"
          today={today}
        />
        <CentreField
          id={idOf('centreNumber')}
          value={fields.centreNumber}
          onChange={(value) => setField('centreNumber', value)}
          centres={centres}
          hint={
            centres
              ? 'Move the learner to another active centre only if they were recorded under the wrong one.'
              : undefined
          }
          error={errorOf('centreNumber')}
        />
      </div>

      <div role="status" aria-live="polite" aria-atomic="true">
        {state?.tone === 'saved' ? (
          <Alert tone="success" role="none" title={saveStatusText.saved}>
            The record, the register and public verification now show these details.
          </Alert>
        ) : null}
        {state?.tone === 'error' ? (
          <Alert tone="error" role="none">
            <p className="font-semibold">{state.text}</p>
          </Alert>
        ) : null}
      </div>

      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={onCancel}>
          {state?.tone === 'saved' ? 'Done' : 'Cancel'}
        </Button>
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
              {saveStatusText.saving}
            </>
          ) : (
            'Save'
          )}
        </Button>
      </div>
    </form>
  );
}
