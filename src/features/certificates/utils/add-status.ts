import { DuplicateNumberError } from '@/domain/duplicate-number-error';

/** What the form says of its save: under way, done, or failed. */
export type SaveStatus =
  | { tone: 'progress'; text: string }
  | { tone: 'success'; text: string; detail: string }
  | { tone: 'error'; text: string };

/** The progress and outcome messages of saving a certificate (docs/product.md, Messages). */
export const addStatusText = {
  checking: 'Checking for duplicates...',
  adding: 'Adding...',
  added: 'Certificate added!',
} as const;

/** Sent while a number is still being generated: the save goes ahead once it is there. */
export const waitingForNumbersText = 'Waiting for the numbers...';

const duplicateText = {
  certificate: 'Error: Certificate Number already exists.',
  // Staff have long called the student number the candidate number (docs/product.md, Messages).
  student: 'Error: Candidate Number already exists.',
} as const;

/** What staff read when a save fails. */
export function addErrorText(error: unknown): string {
  if (error instanceof DuplicateNumberError) return duplicateText[error.kind];
  const message =
    error instanceof Error
      ? error.message
      : typeof error === 'string'
        ? error
        : 'The certificate could not be saved.';
  return `Error: ${message || 'The certificate could not be saved.'}`;
}
