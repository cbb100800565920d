import { tidyName } from './certificate';
import { emailAddressFrom } from './invitations';
import { EMAIL_LIMIT, NAME_LIMIT, REQUEST_MESSAGE_LIMIT } from './limits';
import { organisationError, organisationFrom } from './verifiers';

/**
 * A request for a verifier account (docs/decisions/030-verifier-batch-checks.md), made on the
 * public page for employers. It reaches the admins as a failed check reaches them: an anonymous
 * write filed under the visitor's own check of the last two minutes, so each request costs one
 * of the visitor's checks of the hour. The check's one key is the SHA-256 of the request's
 * organisation and address, which the rules compute again and which no index entry has.
 */

export type VerifierRequestInput = {
  organisation: string;
  name: string;
  email: string;
  message: string;
};

export type VerifierRequestField = keyof VerifierRequestInput;

export const emptyVerifierRequest: VerifierRequestInput = {
  organisation: '',
  name: '',
  email: '',
  message: '',
};

/** The request as sent: tidied, the address in lower case. */
export type VerifierRequest = VerifierRequestInput;

export type VerifierRequestErrors = Partial<Record<VerifierRequestField, string>>;

export const verifierRequestFieldOrder: readonly VerifierRequestField[] = [
  'organisation',
  'name',
  'email',
  'message',
];

export function validateVerifierRequest(
  input: VerifierRequestInput,
): { ok: true; request: VerifierRequest } | { ok: false; errors: VerifierRequestErrors } {
  const errors: VerifierRequestErrors = {};
  const organisation = organisationError(input.organisation);
  if (organisation) errors.organisation = organisation;
  const name = tidyName(input.name);
  if (name === '') errors.name = 'Enter your name.';
  else if (name.length > NAME_LIMIT)
    errors.name = `Your name must be ${NAME_LIMIT} characters or fewer.`;
  const email = emailAddressFrom(input.email);
  if (input.email.trim() === '') errors.email = 'Enter your work e-mail address.';
  else if (!email || email.length > EMAIL_LIMIT || /["\\]/.test(email)) {
    errors.email = 'Enter a real e-mail address, such as name@example.com.';
  }
  const message = input.message.trim();
  if (message.length > REQUEST_MESSAGE_LIMIT) {
    errors.message = `Keep the message to ${REQUEST_MESSAGE_LIMIT.toLocaleString('en-GB')} characters or fewer.`;
  }
  if (Object.keys(errors).length > 0 || !email) return { ok: false, errors };
  return {
    ok: true,
    request: { organisation: organisationFrom(input.organisation), name, email, message },
  };
}

/**
 * The key the request's check names: the SHA-256 (lower-case hex) of
 * ["v1","account-request",organisation,email] as JSON, which the rules build again from the
 * request (neither holds a quote or a backslash, so the JSON needs no escape).
 */
export async function accountRequestKey(organisation: string, email: string): Promise<string> {
  const material = JSON.stringify(['v1', 'account-request', organisation, email]);
  const digest = await globalThis.crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(material),
  );
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A request as the admins read it. */
export type StoredVerifierRequest = VerifierRequest & { id: string; requestedAt: Date };

/** A delete carries no data: the event that closes a request is named after it. */
export function answeredEventId(requestId: string): string {
  return `answered-${requestId}`;
}
