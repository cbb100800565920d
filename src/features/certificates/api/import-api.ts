import type { CheckedRow } from '@/domain/certificate-import';
import type { RegisterFacts } from '@/domain/import-register';
import { getDb, signedInActor } from '@/lib/firebase';

import {
  importCertificates,
  type ImportRunOptions,
  type ImportRunResult,
} from './import-certificates';
import { readRegisterFacts } from './import-register-facts';

/** What the import screen needs from the database; component tests pass their own. */
export type ImportApi = {
  readRegisterFacts: (rows: readonly CheckedRow[]) => Promise<RegisterFacts>;
  /** Imports as the staff member signed in now. */
  importCertificates: (options: ImportRunOptions) => Promise<ImportRunResult>;
};

export const firestoreImportApi: ImportApi = {
  readRegisterFacts: async (rows) => readRegisterFacts(await getDb(), rows),
  importCertificates: async (options) =>
    importCertificates(await getDb(), await signedInActor(), options),
};
