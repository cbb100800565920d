import { normaliseName, normaliseNumber } from '@/domain/verification-index';

/**
 * What the search box asks for. Surnames hold no digits and both kinds of number do, so a term
 * with a digit is looked up as an exact certificate or student number, and anything else as the
 * start of a surname.
 */
export type StudentSearch =
  { kind: 'all' } | { kind: 'number'; number: string } | { kind: 'surname'; prefix: string };

export function parseStudentSearch(raw: string): StudentSearch {
  const term = raw.trim();
  if (term === '') return { kind: 'all' };
  if (/\d/.test(term)) return { kind: 'number', number: normaliseNumber(term) };
  return { kind: 'surname', prefix: normaliseName(term) };
}

/**
 * The exclusive upper bound of a prefix range on surnameLower: '\uf8ff' sorts after every
 * character a surname will hold, so [prefix, prefix + '\uf8ff') is "starts with prefix".
 */
export function prefixEnd(prefix: string): string {
  return `${prefix}\uf8ff`;
}
