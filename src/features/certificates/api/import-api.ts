import type { Centre } from '@/domain/centres';
import type { CheckedRow } from '@/domain/certificate-import';
import type { RegisterFacts } from '@/domain/import-register';
import type { QueryScope } from '@/domain/query-scope';
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
  importCertificates: async (options) =>
    importCertificates(await getDb(), await signedInActor(), options),
  readCentre: async (centreNumber) => readCentre(await getDb(), centreNumber),
};
