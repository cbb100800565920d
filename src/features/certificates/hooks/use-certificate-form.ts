import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';

import { isActiveCentre } from '@/domain/centres';
import { DEFAULT_CENTRE_NUMBER, type Certificate } from '@/domain/certificate';
import { DuplicateNumberError } from '@/domain/duplicate-number-error';
import { centreOf, type StaffRole } from '@/domain/staff';
import { centreListQuery } from '@/lib/centre-list-query';
import { useOwnCentre } from '@/lib/use-own-centre';

import type { AddedCertificate } from '../api/add-certificate';
import type { CertificateFormApi } from '../api/certificate-form-api';
import { addErrorText, addStatusText, waitingForNumbersText } from '../utils/add-status';
import {
  certificateDetailsFrom,
  emptyLearnerFields,
  fieldOrder,
  learnerFieldsOf,
  validateCertificateForm,
  type FieldErrors,
  type LearnerFields,
} from '../utils/certificate-form-values';
import type { SaveStatus } from '../components/save-status';
import { useAddCertificate } from './use-add-certificate';
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
 * The Add Certificate form's state (docs/product.md, Add Certificate): the learner's fields, the
 * two numbers, which problems to show, and the save. A save sent while a number is being generated
 * waits for it rather than being lost; a second press while one is under way saves nothing twice.
 * The centre is a centre's staff member's own, fixed; an admin's choice among the active centres,
 * starting from the replaced certificate's or the default one.
 */
export function useCertificateForm({
  api,
  role,
  replacing,
  onReplaced,
  idOf,
}: CertificateFormOptions) {
  const [fields, setFields] = useState<LearnerFields>(() =>
    replacing ? learnerFieldsOf(replacing) : emptyLearnerFields,
  );
  const ownCentre = centreOf(role);
  const centres = useQuery(centreListQuery(api.listCentres, ownCentre === null));
  // A centre's staff whose centre is suspended (or gone) are told before they type anything.
  const { centre: ownCentreRecord, closed } = useOwnCentre(api.readCentre, ownCentre);
  const [chosenCentre, setCentre] = useState(replacing?.centreNumber ?? DEFAULT_CENTRE_NUMBER);
  const centreNumber = ownCentre ?? chosenCentre;
  const { numbers, edit, generate, edits, startAfresh } = useGeneratedNumbers(api, fields);
  const add = useAddCertificate(api);
  const [submitted, setSubmitted] = useState(false);
  const [blurred, setBlurred] = useState<Partial<Record<NumberField, boolean>>>({});
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
    centreNumber,
  );
  const problems: FieldErrors = validateCertificateForm(details);
  if (ownCentre === null && centres.data && !isActiveCentre(centres.data, centreNumber)) {
    problems.centreNumber = 'Choose an active centre: certificates are added only under one.';
  }
  if (closed) problems.centreNumber = closed;
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

  function setField<K extends keyof LearnerFields>(field: K, value: LearnerFields[K]) {
    setFields((previous) => ({ ...previous, [field]: value }));
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

  return {
    fields,
    setField,
    centre: {
      value: centreNumber,
      set: setCentre,
      /** Null for a centre's staff: their own centre, which they cannot change. */
      choices: ownCentre === null ? (centres.data ?? []) : null,
      loading: ownCentre === null && centres.isPending,
      /** A centre's staff's own centre as read, for its name; undefined until it is. */
      own: ownCentreRecord,
      /** Why nothing may be added under the centre's staff's own centre, or null. */
      closed,
    },
    numbers,
    /** The person typed in a number field. */
    editNumber: edit,
    /** 'Generate': a fresh number, whose problems show again only once it is typed over. */
    renewNumber: (field: NumberField) => {
      setBlurred((previous) => ({ ...previous, [field]: false }));
      generate(field);
    },
    /** The person left a number field: a number they typed is checked from now on. */
    leaveNumber: (field: NumberField) => setBlurred((previous) => ({ ...previous, [field]: true })),
    errorOf,
    status,
    /** Saving, or a number is being worked out: the button says to wait. */
    busy: add.isPending || generating,
    formRef,
    handleSubmit,
  };
}
