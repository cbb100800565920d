import { appliedInMemory, type DocumentsByPath } from '@/domain/plans/apply-in-memory';
import { planJoinAsVerifier, planVerifierStep, verifierPathOf } from '@/domain/plans/verifier';
import { planVerifierRequest, verifierRequestPathOf } from '@/domain/plans/verifier-request';
import type { Invitation } from '@/domain/invitations';
import { dateFrom } from '@/domain/stored-values';
import type { StoredVerifierRequest, VerifierRequest } from '@/domain/verifier-requests';
import { verifierFrom, type VerifierAccount } from '@/domain/verifiers';

import { ADMIN } from './staff';

/**
 * Employers' verifier accounts and the requests for one
 * (docs/decisions/030-verifier-batch-checks.md), each as the app's plans leave it: an account as
 * accepting ADMIN's invitation makes it (planJoinAsVerifier), then suspended (planVerifierStep)
 * for the suspended one; a request as the public page files it (planVerifierRequest).
 */

/** When ADMIN's invitations were accepted, and the suspended account suspended. */
const JOINED_AT = new Date('2026-02-10T10:30:00Z');
const SUSPENDED_AT = new Date('2026-03-01T16:00:00Z');

type JoinOptions = { dailyAllowance?: number; at?: Date };

/** The documents after the holder of `email` accepts ADMIN's invitation for `organisation`. */
function joinDocuments(
  uid: string,
  organisation: string,
  email: string,
  { dailyAllowance = 500, at = JOINED_AT }: JoinOptions,
): DocumentsByPath {
  const role = { role: 'verifier', organisation, dailyAllowance } as const;
  const invitation: Invitation = {
    email,
    role,
    invitedBy: ADMIN.email,
    invitedByUid: ADMIN.uid,
    invitedAt: at,
    expiresAt: new Date(at.getTime() + 7 * 86_400_000),
    codeHash: 'c'.repeat(64),
    lastEventId: `sent-${uid}`,
  };
  const eventId = `joined-${uid}`;
  const plan = planJoinAsVerifier({ invitation, role, uid, eventId, linkCode: 'code' });
  return appliedInMemory(new Map(), plan, at);
}

function accountAt(documents: DocumentsByPath, uid: string): VerifierAccount {
  const account = verifierFrom(uid, documents.get(verifierPathOf(uid)) ?? {}, dateFrom);
  if (!account) throw new Error(`The plans left no account for ${uid}.`);
  return account;
}

/** An account as its holder's acceptance of ADMIN's invitation leaves it: active. */
export function joinedVerifier(
  uid: string,
  organisation: string,
  email: string,
  options: JoinOptions = {},
): VerifierAccount {
  return accountAt(joinDocuments(uid, organisation, email, options), uid);
}

/** An account joined, and suspended since by ADMIN. */
function suspendedVerifier(uid: string, organisation: string, email: string): VerifierAccount {
  const joined = joinDocuments(uid, organisation, email, {});
  const plan = planVerifierStep({
    account: accountAt(joined, uid),
    step: { kind: 'suspend' },
    actor: ADMIN,
    eventId: `suspended-${uid}`,
  });
  return accountAt(appliedInMemory(joined, plan, SUSPENDED_AT), uid);
}

export const acmeVerifier = joinedVerifier(
  'verifier-acme',
  'Acme Recruitment',
  'hr@acme-recruitment.example',
);
export const brookVerifier = joinedVerifier(
  'verifier-brook',
  'Brook Agency',
  'checks@brook-agency.example',
  { dailyAllowance: 1200 },
);
export const coleVerifier = suspendedVerifier(
  'verifier-cole',
  'Cole Security',
  'vetting@cole-security.example',
);

/** Every test account, as the Verifiers screen lists them: by organisation. */
export const testVerifiers: VerifierAccount[] = [acmeVerifier, brookVerifier, coleVerifier];

/** A request as the public page files it under the visitor's check `checkId`, at `at`. */
export function filedRequest(
  checkId: string,
  request: VerifierRequest,
  at: Date,
): StoredVerifierRequest {
  const { writes } = planVerifierRequest({ checkId, request });
  const stored = appliedInMemory(new Map(), { writes }, at).get(verifierRequestPathOf(checkId));
  if (!stored) throw new Error(`The plan filed no request under ${checkId}.`);
  return {
    id: checkId,
    organisation: String(stored.organisation),
    name: String(stored.name),
    email: String(stored.email),
    message: String(stored.message),
    requestedAt: dateFrom(stored.requestedAt) ?? new Date(Number.NaN),
  };
}

/** Two requests, the newer first, as the screen lists them. */
export const testRequests: StoredVerifierRequest[] = [
  filedRequest(
    'check-dale',
    {
      organisation: 'Dale Staffing',
      name: 'Priya Dale',
      email: 'priya@dale-staffing.example',
      message: 'We screen about 200 care workers a month.\nCould we have 300 rows a day?',
    },
    new Date('2026-03-04T11:15:00Z'),
  ),
  filedRequest(
    'check-elm',
    {
      organisation: 'Elm Vetting',
      name: 'Sam Elm',
      email: 'sam@elm-vetting.example',
      message: '',
    },
    new Date('2026-03-02T08:05:00Z'),
  ),
];
