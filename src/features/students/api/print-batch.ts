import { doc, getDoc, type Firestore } from 'firebase/firestore/lite';

import type { Certificate } from '@/domain/certificate';
import { collections } from '@/domain/collections';
import type { QueryScope } from '@/domain/query-scope';
import { certificateConverter } from '@/lib/certificate-converter';
import { getDb } from '@/lib/firebase';

import { PRINT_LIMIT, type PrintSelection } from '../utils/print-selection';
import { fetchCertificatePage } from './certificate-pages';

export type PrintBatch = {
  certificates: Certificate[];
  /** Ids asked for that name no certificate (deleted since they were chosen). */
  missing: string[];
  /** True when a search matched more than PRINT_LIMIT: nothing is printed then. */
  overLimit: boolean;
  /** The certificate number of each certificate a replacement in the batch replaces, by id. */
  replacedNumbers: Record<string, string>;
};

/** What the print page needs from the database; component tests pass their own. */
export type PrintApi = {
  fetchBatch: (
    selection: Exclude<PrintSelection, { kind: 'invalid' }>,
    scope: QueryScope,
  ) => Promise<PrintBatch>;
};

/**
 * The certificates of a print run: the chosen ones, read one by one in the order chosen, or the
 * results of a search in the Student List's own order, within the list's scope, read as one page
 * of at most PRINT_LIMIT.
 */
async function fetchPrintBatch(
  firestore: Firestore,
  selection: Exclude<PrintSelection, { kind: 'invalid' }>,
  scope: QueryScope,
): Promise<PrintBatch> {
  let certificates: Certificate[];
  let missing: string[] = [];
  let overLimit = false;
  if (selection.kind === 'search') {
    const page = await fetchCertificatePage(firestore, selection.search, null, {
      pageSize: PRINT_LIMIT,
      scope,
    });
    certificates = page.certificates;
    overLimit = page.next !== null;
  } else {
    const read = await readCertificates(firestore, selection.ids);
    certificates = read.found;
    missing = read.missing;
  }
  // A replacement names the certificate it replaces by id; its page prints that one's number.
  const replacedIds = certificates.flatMap((certificate) =>
    certificate.replaces ? [certificate.replaces] : [],
  );
  const replaced = await readCertificates(firestore, [...new Set(replacedIds)]);
  const replacedNumbers = Object.fromEntries(
    replaced.found.map((certificate) => [certificate.id, certificate.certificateNumber]),
  );
  return { certificates, missing, overLimit, replacedNumbers };
}

/**
 * The chosen certificates, by id. One the register does not hold and one of another centre
 * (which the rules refuse a centre's staff) are both not found: whether another centre holds a
 * certificate is not a centre's to know.
 */
async function readCertificates(firestore: Firestore, ids: readonly string[]) {
  const read = await Promise.all(
    ids.map(async (id) => {
      try {
        const reference = doc(firestore, collections.certificates, id);
        return {
          id,
          certificate: (await getDoc(reference.withConverter(certificateConverter))).data(),
        };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'permission-denied') {
          return { id, certificate: undefined };
        }
        throw error;
      }
    }),
  );
  const found: Certificate[] = [];
  const missing: string[] = [];
  for (const { id, certificate } of read) {
    if (certificate) found.push(certificate);
    else missing.push(id);
  }
  return { found, missing };
}

export const firestorePrintApi: PrintApi = {
  fetchBatch: async (selection, scope) => fetchPrintBatch(await getDb(), selection, scope),
};
