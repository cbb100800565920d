/** One out-of-band code as the Auth emulator lists it (`/emulator/v1/projects/{id}/oobCodes`). */
export type OobCode = { email?: unknown; requestType?: unknown; oobLink?: unknown };

/**
 * The newest e-mail sign-in link the Auth emulator "sent" to an address (it lists them oldest
 * first), or null if it sent none.
 */
export function newestSignInLink(codes: readonly OobCode[], email: string): string | null {
  const link = codes.findLast(
    (code) =>
      code.requestType === 'EMAIL_SIGNIN' &&
      typeof code.email === 'string' &&
      code.email.toLowerCase() === email &&
      typeof code.oobLink === 'string',
  )?.oobLink;
  return typeof link === 'string' ? link : null;
}
