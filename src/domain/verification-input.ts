import { NAME_LIMIT, USER_AGENT_LIMIT } from './limits';
import { normaliseName, normaliseNumber } from './verification-index';

/**
 * What a visitor types on the verification page, checked before any request is made. Bounds keep
 * junk out of the failed-attempt log (the rules refuse longer values anyway) and no real
 * certificate number or name comes near them.
 */

export const VERIFICATION_LIMITS = { number: 32, name: NAME_LIMIT } as const;

/**
 * Every certificate and student number is letters and digits; the rules refuse a failed attempt
 * whose number is anything else, so such input is explained here instead of being sent.
 */
const NUMBER_CHARACTERS = /^[A-Z0-9]*$/;

export type VerificationInput = {
  certificateNumber: string;
  studentNumber: string;
  firstName: string;
  surname: string;
};

export type VerificationField = keyof VerificationInput;

export const emptyVerificationInput: VerificationInput = {
  certificateNumber: '',
  studentNumber: '',
  firstName: '',
  surname: '',
};

/** The normalised query: a number not given is null; names are compared in normal form. */
export type VerificationQuery = {
  certificateNumber: string | null;
  studentNumber: string | null;
  firstName: string;
  surname: string;
};

export type VerificationErrors = Partial<Record<VerificationField, string>>;

type VerificationValidation =
  { ok: true; query: VerificationQuery } | { ok: false; errors: VerificationErrors };

/** The fields in the order they appear on the form, so the first error can take focus. */
const verificationFieldOrder: readonly VerificationField[] = [
  'certificateNumber',
  'studentNumber',
  'firstName',
  'surname',
];

const labels: Record<VerificationField, string> = {
  certificateNumber: 'Certificate number',
  studentNumber: 'Student number',
  firstName: 'First name',
  surname: 'Surname',
};

function tooLong(raw: string, normalised: string, limit: number): boolean {
  // Lower-casing can lengthen a few characters, so the stored form is checked as well.
  return raw.trim().length > limit || normalised.length > limit;
}

export function validateVerificationInput(input: VerificationInput): VerificationValidation {
  const errors: VerificationErrors = {};
  const certificateNumber = normaliseNumber(input.certificateNumber);
  const studentNumber = normaliseNumber(input.studentNumber);
  const firstName = normaliseName(input.firstName);
  const surname = normaliseName(input.surname);

  for (const [field, raw, normalised] of [
    ['certificateNumber', input.certificateNumber, certificateNumber],
    ['studentNumber', input.studentNumber, studentNumber],
  ] as const) {
    if (tooLong(raw, normalised, VERIFICATION_LIMITS.number)) {
      errors[field] = `${labels[field]} must be ${VERIFICATION_LIMITS.number} characters or fewer`;
    } else if (!NUMBER_CHARACTERS.test(normalised)) {
      errors[field] = `${labels[field]} can only contain letters and digits`;
    }
  }
  if (!certificateNumber && !studentNumber) {
    errors.certificateNumber = 'Enter a certificate number or a student number';
  }

  for (const [field, raw, normalised] of [
    ['firstName', input.firstName, firstName],
    ['surname', input.surname, surname],
  ] as const) {
    if (!normalised) {
      errors[field] =
        field === 'firstName' ? "Enter the learner's first name" : "Enter the learner's surname";
    } else if (tooLong(raw, normalised, VERIFICATION_LIMITS.name)) {
      errors[field] = `${labels[field]} must be ${VERIFICATION_LIMITS.name} characters or fewer`;
    }
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    query: {
      certificateNumber: certificateNumber || null,
      studentNumber: studentNumber || null,
      firstName,
      surname,
    },
  };
}

/** The first field with an error, in form order. */
export function firstInvalidField(errors: VerificationErrors): VerificationField | undefined {
  return verificationFieldOrder.find((field) => errors[field]);
}

/**
 * A failed attempt as the client records it (docs/product.md, Records), less `attemptedAt`, which
 * the database sets. Exactly these keys: the rules refuse any other shape.
 */
export function failedAttemptFor(query: VerificationQuery, userAgent: string) {
  return {
    certificateNumber: query.certificateNumber,
    studentNumber: query.studentNumber,
    firstName: normaliseName(query.firstName),
    surname: normaliseName(query.surname),
    ipAddress: 'unknown',
    userAgent: userAgent.slice(0, USER_AGENT_LIMIT),
    status: 'failed',
    reviewedBy: null,
    reviewedAt: null,
    reviewNote: null,
    investigationNote: null,
    investigatedBy: null,
    investigatedAt: null,
    isUnderInvestigation: false,
  } as const;
}

/** Only numbers may travel in a link or QR code; names never go in URLs. */
export function prefillFromSearchParams(params: URLSearchParams): VerificationInput {
  return {
    ...emptyVerificationInput,
    certificateNumber: params.get('certificateNumber')?.trim() ?? '',
    studentNumber: params.get('studentNumber')?.trim() ?? '',
  };
}
