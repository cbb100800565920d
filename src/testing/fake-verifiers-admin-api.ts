import { verifierStepRefusal, type VerifierStep } from '@/domain/plans/verifier';
import type { StoredVerifierRequest } from '@/domain/verifier-requests';
import type { VerifierAccount } from '@/domain/verifiers';
import type {
  RequestCursor,
  VerifiersAdminApi,
} from '@/features/verifiers/api/verifiers-admin-api';
import type { AccountsFrom } from '@/features/verifiers/utils/account-list-view';

import { testRequests, testVerifiers } from './verifiers';

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The accounts a search matches, as the app's query orders them. */
function matching(accounts: readonly VerifierAccount[], email: string): VerifierAccount[] {
  if (!email) {
    return [...accounts].sort(
      (a, b) => byText(a.organisation, b.organisation) || byText(a.uid, b.uid),
    );
  }
  return accounts
    .filter((account) => account.email.startsWith(email))
    .sort((a, b) => byText(a.email, b.email) || byText(a.uid, b.uid));
}

/** A fake's cursor: the position of the next request, opaque to the screen as the real one is. */
const cursorAt = (index: number) => ({ index }) as unknown as RequestCursor;
const indexOf = (cursor: RequestCursor) => (cursor as unknown as { index: number }).index;

/**
 * The Verifiers screen's database, held in memory and changed as the database would change it:
 * accounts a page of `pageSize` at a time on the same cursors as readAccountPage, each step
 * refused as takeVerifierStep refuses it, and the requests newest first, `requestPageSize` at a
 * time, each closed once.
 */
export function fakeVerifiersAdminApi({
  accounts: start = testVerifiers,
  requests: filed = testRequests,
  pageSize = 25,
  requestPageSize = 20,
}: {
  accounts?: readonly VerifierAccount[];
  requests?: readonly StoredVerifierRequest[];
  pageSize?: number;
  requestPageSize?: number;
} = {}) {
  let accounts = start.map((account) => ({ ...account }));
  let requests = [...filed].sort((a, b) => b.requestedAt.getTime() - a.requestedAt.getTime());
  const api = {
    readAccountPage: vi.fn(async (email: string, from: AccountsFrom) => {
      const all = matching(accounts, email);
      const at = (uid: string) => all.findIndex((account) => account.uid === uid);
      const backwards = from !== null && 'before' in from;
      let first = 0;
      if (from && 'after' in from) first = at(from.after) + 1;
      if (from && 'before' in from) first = Math.max(0, at(from.before) - pageSize);
      const end = backwards ? at(from.before) : first + pageSize;
      const shown = all.slice(first, end).map((account) => ({ ...account }));
      return {
        accounts: shown,
        after: end < all.length ? (shown.at(-1)?.uid ?? null) : null,
        before: first > 0 ? (shown[0]?.uid ?? null) : null,
      };
    }),
    countAccounts: vi.fn(async (email: string) => matching(accounts, email).length),
    takeVerifierStep: vi.fn(async (uid: string, step: VerifierStep) => {
      const account = accounts.find((entry) => entry.uid === uid);
      if (!account) throw new Error('This verifier account is not on record.');
      const refusal = verifierStepRefusal(account, step);
      if (refusal) throw new Error(refusal);
      const change =
        step.kind === 'change-allowance'
          ? { dailyAllowance: step.dailyAllowance }
          : { status: step.kind === 'suspend' ? ('suspended' as const) : ('active' as const) };
      accounts = accounts.map((entry) => (entry.uid === uid ? { ...entry, ...change } : entry));
    }),
    listRequests: vi.fn(async (after: RequestCursor | null) => {
      const first = after ? indexOf(after) : 0;
      const end = first + requestPageSize;
      return {
        requests: requests.slice(first, end).map((request) => ({ ...request })),
        next: end < requests.length ? cursorAt(end) : null,
      };
    }),
    countRequests: vi.fn(async () => requests.length),
    closeRequest: vi.fn(async (requestId: string) => {
      if (!requests.some((request) => request.id === requestId)) {
        throw new Error('This request has been closed already.');
      }
      requests = requests.filter((request) => request.id !== requestId);
    }),
  } satisfies VerifiersAdminApi;
  return api;
}
