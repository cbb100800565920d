import { CentreField } from '@/components/centre-field';
import { DatePicker } from '@/components/ui/date-picker';
import { TextField } from '@/components/ui/field';
import { qualifications } from '@/content/qualifications';
import type { Certificate } from '@/domain/certificate';
import { COURSE_NAME_LIMIT, LEARNER_EMAIL_LIMIT, NAME_LIMIT } from '@/domain/limits';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import type { CentrePickerApi } from '@/lib/centre-queries';

import { useStudentDetailsForm } from '../hooks/use-student-details-form';
import type { StudentDetailsField } from '../utils/student-details';
import { DetailsFormFooter } from './details-form-footer';

const courseTitles = qualifications.map((qualification) => qualification.title);

type StudentDetailsFormProps = {
  certificate: Certificate;
  save: (certificateId: string, edit: StudentDetailsEdit) => Promise<Certificate>;
  onSaved: (updated: Certificate) => void;
  /** An admin's centre picker, to move the learner to another centre; null for a centre's staff. */
  picker: CentrePickerApi | null;
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
  picker,
  onCancel,
  today,
}: StudentDetailsFormProps) {
  const form = useStudentDetailsForm({ certificate, save, onSaved, picker });
  const { idOf, fields, setField, errorOf } = form;

  const text = (field: StudentDetailsField, label: string, extra: object = {}) => (
    <TextField
      id={idOf(field)}
      label={label}
      autoComplete="off"
      value={fields[field] ?? ''}
      error={errorOf(field)}
      onChange={(event) => setField(field, event.target.value)}
      {...extra}
    />
  );

  return (
    <form
      noValidate
      onSubmit={(event) => void form.handleSubmit(event)}
      aria-label="Student details"
      className="space-y-5"
    >
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
            form.keptLegacyDate
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
          picker={picker}
          hint={
            picker
              ? 'Move the learner to another active centre only if they were recorded under the wrong one.'
              : undefined
          }
          error={errorOf('centreNumber')}
        />
        {text('learnerEmail', 'Learner E-mail', {
          type: 'email',
          maxLength: LEARNER_EMAIL_LIMIT,
          hint: 'The learner signs in with it to see and share their certificates. Leave it empty if not known.',
        })}
      </div>

      <DetailsFormFooter saving={form.saving} outcome={form.outcome} onCancel={onCancel} />
    </form>
  );
}
