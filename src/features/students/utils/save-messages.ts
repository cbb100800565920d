import { DuplicateNumberError } from '@/domain/duplicate-number-error';

import { CertificateMissingError } from '../errors';

/** The dialog's progress and outcome wording, word for word (docs/product.md, Messages). */
export const saveStatusText = {
  saving: 'Saving...',
  saved: 'Saved!',
} as const;

const duplicateText = {
  certificate: 'Certificate Number already exists.',
  // Staff have long called the student number the candidate number (docs/product.md, Messages).
  student: 'Candidate Number already exists.',
} as const;

// Firestore's own messages are written for developers; staff get what they can act on.
const byCode: Record<string, string> = {
  'permission-denied':
    'The register refused the change. Check that you are signed in with a staff account and try again.',
  unauthenticated: 'Your session has ended. Sign in again, then save.',
  unavailable: 'The register could not be reached. Check your connection and try again.',
  'deadline-exceeded': 'The register took too long to answer. Try again.',
  aborted: 'Someone else changed this record at the same moment. Try again.',
  'not-found': 'This record is no longer on the register.',
};

/** 'Error saving: ' and a message staff can act on. */
export function saveErrorText(error: unknown): string {
  return `Error saving: ${readableReason(error)}`;
}

function readableReason(error: unknown): string {
  if (error instanceof DuplicateNumberError) return duplicateText[error.kind];
  if (error instanceof CertificateMissingError) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && byCode[code]) return byCode[code];
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return 'The changes could not be saved.';
}
