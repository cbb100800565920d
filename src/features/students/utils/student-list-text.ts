import { statusFilterLabels, type StatusFilter, type StudentSearch } from './student-search';

/** '1 certificate', '12 certificates'. */
export function certificatesText(count: number): string {
  return `${count} certificate${count === 1 ? '' : 's'}`;
}

/** The list's name for screen readers: what is listed, and in what order. */
export function captionFor(search: StudentSearch, term: string): string {
  const narrowed = search.status ? ` (${statusFilterLabels[search.status].toLowerCase()})` : '';
  if (search.kind === 'all') return `Certificates${narrowed}, newest first`;
  if (search.kind === 'number') return `Certificates with the number ${term}${narrowed}`;
  return `Certificates with a surname starting “${term}”${narrowed}, in alphabetical order`;
}

/** What a search, a status filter or a centre that finds nothing is told. */
export function noMatchTitle(
  term: string,
  status: StatusFilter | null,
  centre: string | null,
): string {
  const label = status ? statusFilterLabels[status].toLowerCase() : null;
  if (!label && !term && centre) return `No certificates are recorded under centre ${centre}.`;
  if (!label) return `No certificates match “${term}”.`;
  return term ? `No ${label} certificates match “${term}”.` : `No certificates are ${label}.`;
}
