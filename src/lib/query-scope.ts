import { where, type QueryConstraint } from 'firebase/firestore/lite';

import type { QueryScope } from '@/domain/query-scope';

/**
 * The constraint that confines a query to its scope's centre, or none for every centre. Every
 * staff query that reads documents naming a centre goes through here: a centre's staff whose
 * query lacks it are refused by the rules, not given a shorter list.
 */
export function scopeConstraints({ centreNumber }: QueryScope): QueryConstraint[] {
  return centreNumber === null ? [] : [where('centreNumber', '==', centreNumber)];
}
