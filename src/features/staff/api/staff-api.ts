import type { Centre } from '@/domain/centres';
import type { Invitation } from '@/domain/invitations';
import type { StaffRole } from '@/domain/staff';
import { listCentres } from '@/lib/centres';
import { getDb, signedInActor } from '@/lib/firebase';

import { emulatorLinks, sendInvitationLink } from './invitation-link';
import { listInvitations } from './invitations';
import { sendInvitation, withdrawInvitation } from './invitation-steps';
import { removeStaffAccess } from './remove-staff-access';
import { listStaffDirectory, type StaffEntry } from './staff-directory';

/** An invitation as the admin chooses it: the address (from emailAddressFrom) and the role. */
export type NewInvitation = { email: string; role: StaffRole };

/** What the Staff screen needs from the database and Auth; component tests pass their own. */
export type StaffApi = {
  /** Every centre, to name a centre's staff's centre and offer the active ones. */
  listCentres: () => Promise<Centre[]>;
  listStaff: () => Promise<StaffEntry[]>;
  listInvitations: () => Promise<Invitation[]>;
  /**
   * Saves the invitation (or overwrites it) as the admin signed in now, and returns the code its
   * link must carry (the invitation keeps only its hash).
   */
  sendInvitation: (invitation: NewInvitation) => Promise<string>;
  /** E-mails the invitee the sign-in link with the code, once the invitation is saved. */
  sendInvitationLink: (email: string, code: string) => Promise<void>;
  /**
   * On the local emulators, the newest sign-in link the Auth emulator "sent" to the address;
   * null in production, where the e-mail is the only way the link travels.
   */
  emulatorInvitationLink: ((email: string) => Promise<string | null>) | null;
  /** Withdraws the invitation to this address as the admin signed in now. */
  withdrawInvitation: (email: string) => Promise<void>;
  /** Takes this account's staff access away as the admin signed in now. */
  removeStaff: (uid: string) => Promise<void>;
};

export const firestoreStaffApi: StaffApi = {
  listCentres: async () => listCentres(await getDb()),
  listStaff: async () => listStaffDirectory(await getDb()),
  listInvitations: async () => listInvitations(await getDb()),
  sendInvitation: async (invitation) =>
    sendInvitation(await getDb(), invitation, await signedInActor()),
  sendInvitationLink,
  emulatorInvitationLink: emulatorLinks,
  withdrawInvitation: async (email) =>
    withdrawInvitation(await getDb(), email, await signedInActor()),
  removeStaff: async (uid) => removeStaffAccess(await getDb(), uid, await signedInActor()),
};

export type { StaffEntry };
