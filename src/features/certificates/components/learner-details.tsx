import { DatePicker } from '@/components/ui/date-picker';
import { TextField } from '@/components/ui/field';
import { LEARNER_EMAIL_LIMIT, NAME_LIMIT } from '@/domain/limits';

import type { CertificateForm } from '../hooks/use-certificate-form';
import { birthYearInput } from '../utils/certificate-form-values';
import { CourseNameField } from './course-name-field';

type LearnerDetailsProps = {
  form: CertificateForm;
  idOf: (field: string) => string;
  /** The day counted as today by the calendar; injectable for tests. */
  today?: Date;
};

/** The learner and the award: names, course, awarded date, birth year and the learner's address. */
export function LearnerDetails({ form, idOf, today }: LearnerDetailsProps) {
  const { fields, setField, errorOf } = form;
  return (
    <>
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
      <TextField
        id={idOf('learnerEmail')}
        label="Learner E-mail"
        hint="Optional. The learner signs in with it to see and share their certificates."
        type="email"
        autoComplete="off"
        maxLength={LEARNER_EMAIL_LIMIT}
        value={fields.learnerEmail}
        error={errorOf('learnerEmail')}
        onChange={(event) => setField('learnerEmail', event.target.value)}
      />
    </>
  );
}
