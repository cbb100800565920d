import { isCentreNumber } from './centres';
import { centreOf, type StaffRole } from './staff';

/**
 * Which centre's documents a staff query reads (docs/decisions/027-centres.md): one centre's, or
 * (null) every centre's. The rules refuse a centre's staff any query that is not confined to
 * their own centre, so every staff query is built from a scope (src/lib/query-scope.ts).
 */
export type QueryScope = { centreNumber: string | null };

/** An admin's view of the whole register. */
export const everyCentre: QueryScope = { centreNumber: null };

/**
 * The scope of a staff member's queries: a centre's staff always their own centre, whatever
 * they ask for; an admin the centre they filter by, or every centre.
 */
export function queryScopeFor(role: StaffRole, chosen: string | null = null): QueryScope {
  return { centreNumber: centreOf(role) ?? chosen };
}

/** The centre an admin filters by (?centre=), or null for anything that is not a centre number. */
export function parseCentreFilter(raw: string | null): string | null {
  const value = raw?.trim() ?? '';
  return isCentreNumber(value) ? value : null;
}
