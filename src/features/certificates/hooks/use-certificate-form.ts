import { useEffect, useReducer, useRef, type FormEvent } from 'react';

import { DEFAULT_CENTRE_NUMBER, type Certificate } from '@/domain/certificate';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import type { StaffRole } from '@/domain/staff';

import type { AddedCertificate } from '../api/add-certificate';
import type { CertificateFormApi } from '../api/certificate-form-api';
import {
  addCertificateScreen,
  initialAddCertificateScreen,
  saveStatusOf,
} from '../utils/add-certificate-screen';
import { addErrorText } from '../utils/add-status';
import {
  certificateDetailsFrom,
  emptyLearnerFields,
  fieldOrder,
  learnerFieldsOf,
  validateCertificateForm,
  type FieldErrors,
  type LearnerFields,
} from '../utils/certificate-form-values';
import { useAddCertificate } from './use-add-certificate';
import { useFormCentre } from './use-form-centre';
import { useGeneratedNumbers, type NumberField } from './use-generated-numbers';

type CertificateFormOptions = {
  api: CertificateFormApi;
  /** A centre's staff add under their own centre; an admin chooses an active one. */
  role: StaffRole;
  /** The certificate this one replaces: the form starts filled from it. */
  replacing?: Certificate;
  /** After a replacement is saved: the form has done its one job. */
  onReplaced?: (added: AddedCertificate) => void;
  /** The id of a field's input, to put focus on the first one with a problem. */
  idOf: (field: keyof FieldErrors) => string;
};

/**
 * The Add Certificate form (docs/product.md, Add Certificate): its state
 * (utils/add-certificate-screen.ts), the two numbers, the centre, which problems show, and the
 * save. A save sent while a number is being generated waits for it rather than being lost; a
 * second press while one is under way saves nothing twice. An admin's centre starts as the
 * replaced certificate's or the default one.
 */
export function useCertificateForm({
  api,
  role,
  replacing,
  onReplaced,
  idOf,
}: CertificateFormOptions) {
  const [screen, dispatch] = useReducer(addCertificateScreen, replacing, (replaced) =>
    initialAddCertificateScreen({
      fields: replaced ? learnerFieldsOf(replaced) : emptyLearnerFields,
      centreNumber: replaced?.centreNumber ?? DEFAULT_CENTRE_NUMBER,
    }),
  );
  const { fields } = screen;
  const centre = useFormCentre(api, role, screen.chosenCentre);
  const { numbers, edit, generate, edits, startAfresh } = useGeneratedNumbers(api, fields);
  const add = useAddCertificate(api);
  // Set at once on submit: a second press before the next render must not save twice.
  const inFlight = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);

  const details = certificateDetailsFrom(
    {
      certificateNumber: numbers.certificateNumber.value,
      studentNumber: numbers.studentNumber.value,
    },
    fields,
    centre.value,
  );
  const problems: FieldErrors = validateCertificateForm(details);
  if (centre.problem) problems.centreNumber = centre.problem;
  for (const field of ['certificateNumber', 'studentNumber'] as const) {
    const problem = numbers[field].problem;
    if (problem) problems[field] = problem;
  }
  const errorOf = (field: keyof FieldErrors) => {
    const isNumber = field === 'certificateNumber' || field === 'studentNumber';
    const typedAndLeft = isNumber && screen.left[field] && !numbers[field].generated;
    const exhausted = isNumber && numbers[field].problem;
    return screen.submitted || typedAndLeft || exhausted ? problems[field] : undefined;
  };
  const generating = numbers.certificateNumber.pending || numbers.studentNumber.pending;

  // Sent while a number was being generated: sent again once it is there.
  const waiting = screen.step === 'waiting';
  useEffect(() => {
    if (waiting && !generating) formRef.current?.requestSubmit();
  }, [waiting, generating]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    if (generating) {
      dispatch({ type: 'sent-early' });
      return;
    }
    const firstProblem = fieldOrder.find((field) => problems[field]);
    if (firstProblem) {
      dispatch({ type: 'problems-found' });
      document.getElementById(idOf(firstProblem))?.focus();
      return;
    }
    const replaces = replacing ? { certificateId: replacing.id } : undefined;

    inFlight.current = true;
    // What was typed in a number field from here on is for the next learner: a fresh form keeps it.
    const editsAtSubmit = edits;
    dispatch({ type: 'saving' });
    try {
      const added = await add.mutateAsync({
        details,
        onAdding: () => dispatch({ type: 'adding' }),
        replaces,
      });
      // A replacement's form has done its one job: the page shows what became of it.
      if (replacing) {
        onReplaced?.(added);
        return;
      }
      dispatch({ type: 'added', details, added });
      startAfresh(editsAtSubmit);
    } catch (error) {
      if (!(error instanceof DuplicateNumberError))
        console.error('Could not add the certificate.', error);
      dispatch({ type: 'save-failed', text: addErrorText(error) });
    } finally {
      inFlight.current = false;
    }
  }

  return {
    fields,
    setField: <K extends keyof LearnerFields>(field: K, value: LearnerFields[K]) =>
      dispatch({ type: 'typed', field, value }),
    centre: {
      ...centre,
      set: (centreNumber: string) => dispatch({ type: 'centre-chosen', centreNumber }),
    },
    numbers,
    /** The person typed in a number field. */
    editNumber: edit,
    /** 'Generate': a fresh number, whose problems show again only once it is typed over. */
    renewNumber: (field: NumberField) => {
      dispatch({ type: 'number-renewed', field });
      generate(field);
    },
    /** The person left a number field: a number they typed is checked from now on. */
    leaveNumber: (field: NumberField) => dispatch({ type: 'number-left', field }),
    errorOf,
    status: saveStatusOf(screen),
    /** Saving, or a number is being worked out: the button says to wait. */
    busy: add.isPending || generating,
    formRef,
    handleSubmit,
  };
}

/** The Add Certificate form as its parts read it. */
export type CertificateForm = Omit<ReturnType<typeof useCertificateForm>, 'formRef'>;
