import type { TokenOptions } from '@firebase/rules-unit-testing';

import type { StaffActor, StaffDirectoryEntry } from '@/domain/staff';
import { centreA, centreB, centreRecords, closedCentre } from '@/testing/centres';
import { ADMIN, OKAFOR, PATEL } from '@/testing/staff';

import { ACCESS_GIVEN_AT, signInSeconds } from '../../scripts/lib/emulators/emulator-client';

/**
 * Who the rules tests act as, and the staff directory and centres every test starts with (the
 * Admin SDK writes both in production).
 */

/** The admin most tests act as, and a second one (src/testing/staff.ts). */
export const STAFF: StaffActor = OKAFOR;
export const COLLEAGUE: StaffActor = PATEL;
export const STAFF_EMAIL = STAFF.email;
export const COLLEAGUE_EMAIL = COLLEAGUE.email;

/** The three kinds of caller every collection is tested against. */
export type Who = 'anonymous' | 'signedIn' | 'staff';
export const everyone: readonly Who[] = ['anonymous', 'signedIn', 'staff'];

/**
 * Accounts that look like staff but are not (docs/decisions/015-staff-identity.md). Every matrix
 * holds each of them to exactly what a signed-in stranger may do.
 */
export type Impostor = 'unlistedStaff' | 'unverifiedStaff' | 'renamedStaff' | 'earlierSession';
export const impostors: readonly Impostor[] = [
  'unlistedStaff',
  'unverifiedStaff',
  'renamedStaff',
  'earlierSession',
];

/**
 * The centres every test starts with (docs/decisions/027-centres.md, src/testing/centres.ts): the
 * default centre the test certificates are recorded under, another active one, and a suspended
 * one.
 */
export const CENTRE_A = centreA.centreNumber;
export const CENTRE_B = centreB.centreNumber;
export const SUSPENDED_CENTRE = closedCentre.centreNumber;

/**
 * A centre's staff: one of the default centre (whose certificates the tests mostly add), a
 * colleague there, one of the other centre, and one of the suspended centre.
 */
export type CentreCaller =
  'centreStaff' | 'centreColleague' | 'otherCentreStaff' | 'suspendedCentreStaff';
export const centreCallers: readonly CentreCaller[] = [
  'centreStaff',
  'centreColleague',
  'otherCentreStaff',
  'suspendedCentreStaff',
];

/**
 * Visitors to the public check, signed in anonymously as the page signs them in: two, so that
 * one can try the other's check.
 */
export type Visitor = 'visitor' | 'otherVisitor';

/**
 * Learners (docs/decisions/031-learners.md), each signed in by the link sent to their address,
 * in the session that claimed it (learnerClaims): two, so that one can try the other's
 * certificates, shares and requests. Every matrix holds them to a signed-in stranger's row: a
 * learner reaches nothing of the staff's.
 */
export type Learner = 'learner' | 'otherLearner';
export const learners: readonly Learner[] = ['learner', 'otherLearner'];
export const LEARNER_EMAIL = 'ada.lovelace@example.org';
export const OTHER_LEARNER_EMAIL = 'grace.hopper@example.org';

/**
 * Employers' verifier accounts (docs/decisions/030-verifier-batch-checks.md): two active ones, so
 * that one can try the other's work, and a suspended one. Every matrix holds each of them to
 * exactly what a signed-in stranger may do to the staff's data.
 */
export type VerifierCaller = 'verifier' | 'otherVerifier' | 'suspendedVerifier';
export const verifierCallers: readonly VerifierCaller[] = [
  'verifier',
  'otherVerifier',
  'suspendedVerifier',
];

export type Caller = Who | Impostor | CentreCaller | Visitor | Learner | VerifierCaller;

export type Identity = { uid: string; token: TokenOptions } | null;

/**
 * When the callers signed in: after the directory's entries were written (ACCESS_GIVEN_AT), as
 * access is given only to a session begun after it (docs/decisions/028-invitations.md).
 */
export const SIGNED_IN_AT = new Date('2026-01-06T09:00:00Z');
export { ACCESS_GIVEN_AT, signInSeconds as authTime };

/**
 * A staff member's token: a proved address (docs/decisions/028-invitations.md: no claim), in a
 * session begun after their access was given.
 */
const staffToken = (email: string, signedInAt = SIGNED_IN_AT): TokenOptions => ({
  email,
  email_verified: true,
  auth_time: signInSeconds(signedInAt),
});

export const identities: Record<Caller, Identity> = {
  anonymous: null,
  // Anyone can make an account with the public API key, and prove an address of their own.
  signedIn: {
    uid: 'stranger',
    token: { email: 'someone@example.com', email_verified: true },
  },
  staff: { uid: STAFF.uid, token: staffToken(STAFF.email) },
  // Removed by an admin: the ID token still says what it said for up to an hour, but the
  // directory entry is gone.
  unlistedStaff: { uid: 'staff-removed', token: staffToken('removed@larkfieldawards.example') },
  // Someone who opened an account in a future colleague's name before they joined: the entry
  // was given to the address (with the claim the tool once set), but its owner never proved it.
  unverifiedStaff: {
    uid: 'staff-unverified',
    token: { email: 'unverified@larkfieldawards.example', email_verified: false, staff: true },
  },
  // A staff member who changed their account's e-mail to an address nobody holds.
  renamedStaff: { uid: 'staff-renamed', token: staffToken('nobody@elsewhere.example') },
  // A session of an admin's account that began before their access was given: someone who opened
  // an account in the invitee's name before they joined, still holding its token.
  earlierSession: {
    uid: 'staff-earlier',
    token: staffToken('l.grey@larkfieldawards.example', new Date('2026-01-04T09:00:00Z')),
  },
  centreStaff: { uid: 'centre-a-lee', token: staffToken('m.lee@northgate-training.example') },
  centreColleague: { uid: 'centre-a-ross', token: staffToken('k.ross@northgate-training.example') },
  otherCentreStaff: { uid: 'centre-b-diaz', token: staffToken('a.diaz@riverside-college.example') },
  suspendedCentreStaff: {
    uid: 'centre-s-hart',
    token: staffToken('p.hart@closed-centre.example'),
  },
  verifier: { uid: 'verifier-acme', token: staffToken('hr@acme-recruitment.example') },
  otherVerifier: { uid: 'verifier-brook', token: staffToken('checks@brook-agency.example') },
  suspendedVerifier: { uid: 'verifier-cole', token: staffToken('vetting@cole-security.example') },
  visitor: { uid: 'visitor-ada', token: { firebase: { sign_in_provider: 'anonymous' } } },
  otherVisitor: { uid: 'visitor-bo', token: { firebase: { sign_in_provider: 'anonymous' } } },
  learner: { uid: 'learner-ada', token: learnerToken(LEARNER_EMAIL) },
  otherLearner: { uid: 'learner-grace', token: learnerToken(OTHER_LEARNER_EMAIL) },
};

/** A learner's token: the address their link proved, in the session that claimed it. */
function learnerToken(email: string): TokenOptions {
  return {
    email,
    email_verified: true,
    auth_time: signInSeconds(SIGNED_IN_AT),
    firebase: { sign_in_provider: 'password' },
  };
}

/**
 * The learners' claims on their addresses (learners/{email}) every test starts with: each
 * account claimed its address in the session it is signed in with.
 */
export const learnerClaims: Record<string, { uid: string; signedInAt: number; claimedAt: Date }> =
  Object.fromEntries(
    learners.map((who) => {
      const { uid, email } = actorOf(who);
      return [email, { uid, signedInAt: signInSeconds(SIGNED_IN_AT), claimedAt: SIGNED_IN_AT }];
    }),
  );

const addedBy = ADMIN.email;

/** The uid and e-mail a caller's own writes would name; empty for a visitor. */
export function actorOf(who: Caller): StaffActor {
  const identity = identities[who];
  return identity
    ? { uid: identity.uid, email: String(identity.token.email ?? '') }
    : { uid: '', email: '' };
}

/** A directory entry as stored: who, given by whom and when, and what it reaches. */
type StoredEntry = (StaffDirectoryEntry | Omit<StaffDirectoryEntry, 'role'>) & {
  addedAt: Date;
};

function centreEntry(who: CentreCaller, centreNumber: string): [string, StoredEntry] {
  const { uid, email } = actorOf(who);
  return [uid, { email, addedBy, role: 'centre', centreNumber, addedAt: ACCESS_GIVEN_AT }];
}

const addedAt = ACCESS_GIVEN_AT;

/**
 * The staff directory every test starts with. The colleague's entry is from before centres had
 * roles, so it has none: such an entry is an admin's.
 */
export const directory: Record<string, StoredEntry> = {
  [STAFF.uid]: { email: STAFF.email, addedBy, role: 'admin', addedAt },
  [COLLEAGUE.uid]: { email: COLLEAGUE.email, addedBy, addedAt },
  'staff-unverified': {
    email: 'unverified@larkfieldawards.example',
    addedBy,
    role: 'admin',
    addedAt,
  },
  'staff-renamed': { email: 'renamed@larkfieldawards.example', addedBy, role: 'admin', addedAt },
  'staff-earlier': { email: 'l.grey@larkfieldawards.example', addedBy, role: 'admin', addedAt },
  ...Object.fromEntries([
    centreEntry('centreStaff', CENTRE_A),
    centreEntry('centreColleague', CENTRE_A),
    centreEntry('otherCentreStaff', CENTRE_B),
    centreEntry('suspendedCentreStaff', SUSPENDED_CENTRE),
  ]),
};

/** The centres, as stored. */
export const centres = centreRecords;

/** A verifier account as stored (src/domain/verifiers.ts), given by the admin at ACCESS_GIVEN_AT. */
export type StoredVerifier = {
  organisation: string;
  email: string;
  dailyAllowance: number;
  status: 'active' | 'suspended';
  addedBy: string;
  addedAt: Date;
  accessEventId: string;
  lastEventId: string;
};

function verifierEntry(
  who: VerifierCaller,
  organisation: string,
  status: StoredVerifier['status'] = 'active',
): [string, StoredVerifier] {
  const { uid, email } = actorOf(who);
  return [
    uid,
    {
      organisation,
      email,
      dailyAllowance: 500,
      status,
      addedBy,
      addedAt,
      accessEventId: `joined-${uid}`,
      lastEventId: `joined-${uid}`,
    },
  ];
}

/** The verifier accounts every test starts with. */
export const verifierAccounts: Record<string, StoredVerifier> = Object.fromEntries([
  verifierEntry('verifier', 'Acme Recruitment'),
  verifierEntry('otherVerifier', 'Brook Agency'),
  verifierEntry('suspendedVerifier', 'Cole Security', 'suspended'),
]);
