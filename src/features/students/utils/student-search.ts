import { normaliseName, normaliseNumber } from '@/domain/verification-index';

/**
 * What the search box asks for. Surnames hold no digits and both kinds of number do, so a term
 * with a digit is looked up as an exact certificate or student number, and anything else as the
 * start of a surname.
 */
export type StudentSearch = (
  { kind: 'all' } | { kind: 'number'; number: string } | { kind: 'surname'; prefix: string }
) & { status?: StatusFilter };

/**
 * The statuses the list can be narrowed to (?status=). A valid certificate usually holds no
 * status field at all (docs/decisions/019-certificate-status.md), so 'valid' is not one of them.
 */
export const statusFilters = ['suspended', 'withdrawn', 'replaced', 'awaiting-approval'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export const statusFilterLabels: Record<StatusFilter, string> = {
  suspended: 'Suspended',
  withdrawn: 'Withdrawn',
  replaced: 'Replaced',
  'awaiting-approval': 'Withdrawal or replacement awaiting approval',
};

/** A ?status= value the list knows, or null for anything else. */
export function parseStatusFilter(raw: string | null): StatusFilter | null {
  return statusFilters.includes(raw as StatusFilter) ? (raw as StatusFilter) : null;
}

export function parseStudentSearch(raw: string, status: StatusFilter | null = null): StudentSearch {
  const filter = status ? { status } : {};
  const term = raw.trim();
  if (term === '') return { kind: 'all', ...filter };
  if (/\d/.test(term)) return { kind: 'number', number: normaliseNumber(term), ...filter };
  return { kind: 'surname', prefix: normaliseName(term), ...filter };
}

/**
 * The exclusive upper bound of a prefix range on surnameLower: '\uf8ff' sorts after every
 * character a surname will hold, so [prefix, prefix + '\uf8ff') is "starts with prefix".
 */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uf8ff`;
}
