import type { NumberKind } from '@/domain/verification-index';

/**
 * A number is already on the register. Thrown from inside the add transaction, after it has
 * read the registry entry, so it is the database's answer and not a guess from an earlier read.
 */
export class DuplicateNumberError extends Error {
  readonly kind: NumberKind;

  constructor(kind: NumberKind, number: string) {
    super(
      `${kind === 'certificate' ? 'Certificate' : 'Student'} number ${number} is already in use.`,
    );
    this.name = 'DuplicateNumberError';
    this.kind = kind;
  }
}
