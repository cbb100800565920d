import { useQuery } from '@tanstack/react-query';
import { useId, useReducer, useRef, type FormEvent } from 'react';

import { isCentreNumber } from '@/domain/centres';
import type { Certificate } from '@/domain/certificate';
import { isIsoDay } from '@/domain/iso-day';
import type { StudentDetailsEdit } from '@/domain/plans/edit';
import { centreQuery, type CentrePickerApi } from '@/lib/centre-queries';

import { saveErrorText } from '../utils/save-messages';
import {
  detailsFieldOrder,
  editableDetailsOf,
  validateStudentDetails,
  type StudentDetailsField,
} from '../utils/student-details';
import { initialDetailsForm, studentDetailsForm } from '../utils/student-details-form';

type DetailsFormOptions = {
  certificate: Certificate;
  save: (certificateId: string, edit: StudentDetailsEdit) => Promise<Certificate>;
  onSaved: (updated: Certificate) => void;
  /** An admin's centre picker, whose reads say whether the centre moved to is active. */
  picker: CentrePickerApi | null;
};

const noCentre = async () => null;

/**
 * Why the learner cannot be moved to the centre typed, or null: an admin moves a learner only to
 * an active centre on the register (the picker has read it; the rules refuse any other).
 */
function useMoveProblem(picker: CentrePickerApi | null, from: string, to: string) {
  const moving = picker !== null && to !== from && isCentreNumber(to);
  const target = useQuery(centreQuery(picker?.readCentre ?? noCentre, moving ? to : null));
  if (!moving || target.data === undefined || target.data?.status === 'active') return null;
  return target.data === null
    ? `No centre ${to} is on the register: choose an active centre.`
    : `Centre ${to} is suspended: choose an active centre.`;
}

/**
 * Edit Student Details' fields, their problems and the save (utils/student-details-form.ts). A
 * second press while a save is under way saves nothing twice; the first field with a problem takes
 * focus instead of saving.
 */
export function useStudentDetailsForm({ certificate, save, onSaved, picker }: DetailsFormOptions) {
  const ids = useId();
  const idOf = (field: string) => `${ids}-${field}`;
  const [form, dispatch] = useReducer(studentDetailsForm, certificate, initialDetailsForm);
  // Set at once on submit: a second press before the next render must not save twice.
  const inFlight = useRef(false);
  const { saved, fields } = form;

  const errors = validateStudentDetails(fields, saved);
  const moveProblem = useMoveProblem(picker, saved.centreNumber.trim(), fields.centreNumber.trim());
  if (moveProblem && !errors.centreNumber) errors.centreNumber = moveProblem;
  const legacyDate = saved.awardedDate !== '' && !isIsoDay(saved.awardedDate.trim());

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const firstProblem = detailsFieldOrder.find((field) => errors[field]);
    if (firstProblem) {
      dispatch({ type: 'problems-found' });
      document.getElementById(idOf(firstProblem))?.focus();
      return;
    }
    inFlight.current = true;
    dispatch({ type: 'saving' });
    try {
      const updated = await save(certificate.id, fields);
      dispatch({ type: 'saved', stored: editableDetailsOf(updated) });
      onSaved(updated);
    } catch (error) {
      console.error('Could not save the student details.', error);
      dispatch({ type: 'save-failed', text: saveErrorText(error) });
    } finally {
      inFlight.current = false;
    }
  }

  return {
    idOf,
    fields,
    setField: (field: StudentDetailsField, value: string) =>
      dispatch({ type: 'typed', field, value }),
    errorOf: (field: StudentDetailsField) => (form.submitted ? errors[field] : undefined),
    /** A date kept as text from the old system, shown as it is until a new one is picked. */
    keptLegacyDate: legacyDate && fields.awardedDate === saved.awardedDate,
    saving: form.step === 'saving',
    outcome: form.step === 'editing' ? form.outcome : null,
    handleSubmit,
  };
}
