import type { Invitation } from '@/domain/invitations';
import { getDb, signedInActor } from '@/lib/firebase';
import { rememberedInvitedAddress } from '@/lib/invited-address';

import type { SessionUser } from '../types';
import { acceptInvitation, readOwnInvitation } from './accept-invitation';
import {
  isInvitationLink,
  setOwnPassword,
  signInWithInvitationLink,
} from './invitation-link-sign-in';

/** What the accept page needs from Auth and the database; component tests pass their own. */
export type AcceptInvitationApi = {
  isInvitationLink: (href: string) => Promise<boolean>;
  signInWithLink: (email: string, href: string) => Promise<SessionUser>;
  readInvitation: (email: string) => Promise<Invitation | null>;
  setPassword: (password: string) => Promise<void>;
  /** Accepts the invitation to the address of the account signed in now. */
  accept: () => Promise<void>;
  /** The address this browser last sent an invitation to, or ''. */
  rememberedAddress: () => string;
};

export const firebaseAcceptInvitationApi: AcceptInvitationApi = {
  isInvitationLink,
  signInWithLink: signInWithInvitationLink,
  readInvitation: async (email) => readOwnInvitation(await getDb(), email),
  setPassword: setOwnPassword,
  accept: async () => acceptInvitation(await getDb(), await signedInActor()),
  rememberedAddress: rememberedInvitedAddress,
};
