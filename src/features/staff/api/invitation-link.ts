import { env } from '@/config/env';
import { usesEmulators } from '@/lib/firebase';

import { newestSignInLink, type OobCode } from '../utils/emulator-sign-in-link';

export { sendInvitationLink } from '@/lib/invitation-link';

/**
 * On the local emulators no e-mail leaves the machine: the Auth emulator lists the links it
 * "sent" instead. The newest sign-in link sent to this address, for the admin to open or pass on.
 */
export async function emulatorInvitationLink(email: string): Promise<string | null> {
  const url = `${env.emulators.auth}/emulator/v1/projects/${env.firebase.projectId}/oobCodes`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The Auth emulator answered ${response.status}.`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return newestSignInLink(oobCodes, email);
}

/** The emulators' list of links where there is one; null in production, where e-mail is sent. */
export const emulatorLinks = usesEmulators ? emulatorInvitationLink : null;
