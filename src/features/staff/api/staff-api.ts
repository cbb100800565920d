import type { InvitedRole } from '@/domain/invitations';
import type { CentrePickerApi } from '@/lib/centre-queries';
import { firestoreCentreNamesApi, firestoreCentrePickerApi } from '@/lib/centre-reads';
import { getDb, signedInActor } from '@/lib/firebase';
import type { CentreNamesApi } from '@/lib/use-centre-names';

import type { DirectoryFilter, DirectoryFrom } from '../utils/directory-view';
import { countStaff, type StaffCount } from './count-staff';
import { emulatorLinks, sendInvitationLink } from './invitation-link';
import { readInvitationsWaiting, type InvitationsWaiting } from './invitations';
import { sendInvitation, withdrawInvitation } from './invitation-steps';
import { removeStaffAccess } from './remove-staff-access';
import type { StaffEntry } from './staff-directory';
import { readStaffPage, type StaffPage } from './staff-directory-page';
import { hasStaffAccess, hasVerifierAccount } from './staff-with-address';

/**
 * An invitation as the admin chooses it: the address (from emailAddressFrom) and the role, a
 * place on the staff or an employer's verifier account.
 */
export type NewInvitation = { email: string; role: InvitedRole };

/**
 * What the Staff screen needs from the database and Auth; component tests pass their own. With
 * the centre picker's reads (the invitation's centre, the directory's filter) and the naming of
 * the centres a page shows.
 */
export type StaffApi = CentrePickerApi &
  CentreNamesApi & {
    /** A page of the directory, 25 by address, as a filter narrows it. */
    readStaffPage: (filter: DirectoryFilter, from: DirectoryFrom) => Promise<StaffPage>;
    /** How many people the filter holds (and, unfiltered, how many admins), counted. */
    countStaff: (filter: DirectoryFilter) => Promise<StaffCount>;
    /** Whether someone with this address (lower case) has staff access already. */
    hasStaffAccess: (email: string) => Promise<boolean>;
    /** Whether this address (lower case) has an employer's verifier account already. */
    hasVerifierAccount: (email: string) => Promise<boolean>;
    /** The newest invitations waiting, and how many there are. */
    readInvitations: () => Promise<InvitationsWaiting>;
    /**
     * Saves the invitation (or overwrites it) as the admin signed in now, and returns the code
     * its link must carry (the invitation keeps only its hash).
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
  ...firestoreCentrePickerApi,
  ...firestoreCentreNamesApi,
  readStaffPage: async (filter, from) => readStaffPage(await getDb(), filter, from),
  countStaff: async (filter) => countStaff(await getDb(), filter),
  hasStaffAccess: async (email) => hasStaffAccess(await getDb(), email),
  hasVerifierAccount: async (email) => hasVerifierAccount(await getDb(), email),
  readInvitations: async () => readInvitationsWaiting(await getDb()),
  sendInvitation: async (invitation) =>
    sendInvitation(await getDb(), invitation, await signedInActor()),
  sendInvitationLink,
  emulatorInvitationLink: emulatorLinks,
  withdrawInvitation: async (email) =>
    withdrawInvitation(await getDb(), email, await signedInActor()),
  removeStaff: async (uid) => removeStaffAccess(await getDb(), uid, await signedInActor()),
};

export type { InvitationsWaiting, StaffCount, StaffEntry, StaffPage };
