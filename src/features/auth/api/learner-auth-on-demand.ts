import { onDemand } from '@/lib/on-demand';

import type { LearnerSession } from '../types';

/**
 * The learner's sign-in (learner-link-sign-in.ts), with the Auth SDK behind it, run on first use:
 * the page runs no Firebase code until the browser knows whether someone is signed in
 * (docs/decisions/025-short-tasks-on-arrival.md).
 */
const module = onDemand(() => import('./learner-link-sign-in'));

/** What the learners' sign-in needs of the identity provider; tests pass their own. */
export type LearnerAuthApi = {
  currentLearner: () => Promise<LearnerSession | null>;
  isLearnerLink: (href: string) => Promise<boolean>;
  sendLearnerLink: (email: string) => Promise<string | null>;
  signInWithLearnerLink: (
    email: string,
    href: string,
  ) => Promise<{ session: LearnerSession; isNewUser: boolean }>;
  readAccount: (
    session: LearnerSession,
  ) => Promise<{ claim: { uid: string; signedInAt: number } | null; isStaff: boolean }>;
  claimAddress: (session: LearnerSession) => Promise<void>;
  closeAndSendAgain: (email: string) => Promise<string | null>;
  signOut: () => Promise<void>;
  rememberedAddress: () => string;
  rememberAddress: (email: string) => void;
};

const KEY = 'larkfield.learnerAddress';

export const firebaseLearnerAuthApi: LearnerAuthApi = {
  currentLearner: async () => (await module.load()).currentLearner(),
  isLearnerLink: async (href) => (await module.load()).isLearnerLink(href),
  sendLearnerLink: async (email) => (await module.load()).sendLearnerLink(email),
  signInWithLearnerLink: async (email, href) =>
    (await module.load()).signInWithLearnerLink(email, href),
  readAccount: async (session) => (await module.load()).readAccount(session),
  claimAddress: async (session) => (await module.load()).claimAddress(session),
  closeAndSendAgain: async (email) => (await module.load()).closeAndSendAgain(email),
  signOut: async () => (await module.load()).learnerSignOut(),
  // The address a link was last sent to from this browser, so the link opens without asking.
  rememberedAddress: () => {
    try {
      return window.localStorage.getItem(KEY) ?? '';
    } catch {
      return '';
    }
  },
  rememberAddress: (email) => {
    try {
      window.localStorage.setItem(KEY, email);
    } catch {
      // Storage refused: the learner types the address when the link opens.
    }
  },
};
