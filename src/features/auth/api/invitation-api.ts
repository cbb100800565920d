import type { Invitation } from '@/domain/invitations';
import { getDb, signedInActor } from '@/lib/firebase';
import { rememberedInvitedAddress } from '@/lib/invitation-link';

import type { SessionUser } from '../types';
import { acceptInvitation, readOwnInvitation } from './accept-invitation';
import {
  isInvitationLink,
  setOwnPassword,
  signInAgain,
  signInWithInvitationLink,
  startAfresh,
} from './invitation-link-sign-in';

/** What the accept page needs from Auth and the database; component tests pass their own. */
export type AcceptInvitationApi = {
  isInvitationLink: (href: string) => Promise<boolean>;
  /** `openedBefore`: the account existed before this link signed it in. */
  signInWithLink: (
    email: string,
    href: string,
  ) => Promise<{ user: SessionUser; openedBefore: boolean }>;
  /** Closes the account signed in now and sends the address a new link with the code. */
  startAfresh: (email: string, code: string) => Promise<void>;
  readInvitation: (email: string) => Promise<Invitation | null>;
  setPassword: (password: string) => Promise<void>;
  /** Accepts the invitation to the address of the account signed in now, with the link's code. */
  accept: (code: string) => Promise<void>;
  /** Signs in again with the new password, a session begun after the acceptance (`at`, ms). */
  signInAgain: (email: string, password: string, acceptedAt: number) => Promise<void>;
  /** The address this browser last sent an invitation to, or ''. */
  rememberedAddress: () => string;
};

export const firebaseAcceptInvitationApi: AcceptInvitationApi = {
  isInvitationLink,
  signInWithLink: signInWithInvitationLink,
  startAfresh,
  readInvitation: async (email) => readOwnInvitation(await getDb(), email),
  setPassword: setOwnPassword,
  accept: async (code) => acceptInvitation(await getDb(), await signedInActor(), code),
  signInAgain,
  rememberedAddress: rememberedInvitedAddress,
};
