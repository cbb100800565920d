import type { NumberKind } from './verification-index';

/**
 * A number is already on the register. Thrown from inside a save transaction, after it has read the
 * registry entry (or been refused it, as a centre's staff are refused the entry of another
 * centre's certificate), so it is the database's answer and not a guess from an earlier read.
 * Shared by every screen that writes a certificate, so each can word it as docs/product.md
 * (Messages) says.
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
