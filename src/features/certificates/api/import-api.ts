import type { Firestore } from 'firebase/firestore/lite';

import type { Centre } from '@/domain/centres';
import type { CheckedRow } from '@/domain/certificate-import';
import type { RegisterFacts } from '@/domain/import-register';
import type { QueryScope } from '@/domain/query-scope';
import type { StaffActor } from '@/domain/staff';
import { importIdFor, importRowIds } from '@/domain/import-register';
import { issueAfterAdding } from '@/lib/certificate-pdfs';
import { readCentre } from '@/lib/centres';
import { getDb, signedInActor } from '@/lib/firebase';

import {
  importCertificates,
  type ImportRunOptions,
  type ImportRunResult,
} from './import-certificates';
import { readRegisterFacts } from './import-register-facts';

/** What the import screen needs from the database; component tests pass their own. */
export type ImportApi = {
  readRegisterFacts: (rows: readonly CheckedRow[], scope: QueryScope) => Promise<RegisterFacts>;
  /** Imports as the staff member signed in now. */
  importCertificates: (options: ImportRunOptions) => Promise<ImportRunResult>;
  /** One centre, or null if it is not on the register: a centre's staff read their own. */
  readCentre: (centreNumber: string) => Promise<Centre | null>;
};

export const firestoreImportApi: ImportApi = {
  readRegisterFacts: async (rows, scope) => readRegisterFacts(await getDb(), rows, scope),
  importCertificates: async (options) => {
    const [db, actor] = await Promise.all([getDb(), signedInActor()]);
    const result = await importCertificates(db, actor, options);
    void issueImportedPdfs(db, actor, options, result);
    return result;
  },
  readCentre: async (centreNumber) => readCentre(await getDb(), centreNumber),
};

/**
 * The PDFs of the rows this run imported (docs/decisions/033-issued-pdfs.md), made one after
 * another once the import has finished, while the page stays open: a row whose PDF is not made
 * then gets it at its first download, or from the backfill.
 */
async function issueImportedPdfs(
  db: Firestore,
  actor: StaffActor,
  options: ImportRunOptions,
  result: ImportRunResult,
): Promise<void> {
  const imported = result.outcomes.filter((row) => row.outcome === 'imported');
  if (imported.length === 0) return;
  const importId = await importIdFor(options.fileHash, options.centreNumber ?? null);
  const { renderPdfInBrowser } = await import('@/lib/certificate-pdf');
  for (const row of imported) {
    const { certificateId } = importRowIds(importId, row.line);
    await issueAfterAdding(db, certificateId, actor, renderPdfInBrowser);
  }
}
