import { env } from '@/config/env';

/**
 * On the local emulators no e-mail leaves the machine: the Auth emulator lists the links it
 * "sent" (`/emulator/v1/projects/{id}/oobCodes`). The learners' sign-in page shows the newest
 * one sent to an address, as the Staff screen does an invitation's.
 */

/** One out-of-band code as the Auth emulator lists it. */
export type OobCode = { email?: unknown; requestType?: unknown; oobLink?: unknown };

/** The newest e-mail sign-in link sent to an address (they are listed oldest first), or null. */
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

/** The newest sign-in link the Auth emulator "sent" to this address. */
export async function emulatorSignInLink(email: string): Promise<string | null> {
  const url = `${env.emulators.auth}/emulator/v1/projects/${env.firebase.projectId}/oobCodes`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status}.`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return newestSignInLink(oobCodes, email);
}
