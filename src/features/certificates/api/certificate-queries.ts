import { queryOptions } from '@tanstack/react-query';

import type { CheckedRow } from '@/domain/certificate-import';
import {
  findCertificateNumber,
  findStudentNumber,
  type NumberProbe,
  type RandomSource,
} from '@/domain/certificate-numbers';
import type { QueryScope } from '@/domain/query-scope';

import type { ReplacementApi } from './certificate-form-api';
import type { ImportApi } from './import-api';

/** A generated number stays as it was made: it is never fetched again behind the person's back. */
const generationOptions = { staleTime: Infinity, gcTime: 0 } as const;

type Generation = {
  awardYear: number;
  birthYear: string;
  /** Each 'Generate' is a new round, so a new query. */
  round: number;
  random: RandomSource;
};

/**
 * Every query behind the Add Certificate form, its key beside the read that answers it
 * (docs/decisions/020-staff-data-layer.md).
 */
export const numberQueries = {
  all: ['certificate-numbers'] as const,
  /** The key of the certificate a replacement is filled from (the form's ?replaces=). */
  replacingKey: (certificateId: string) =>
    [...numberQueries.all, 'replacing', certificateId] as const,
  /** That certificate, read afresh: it may have changed since. */
  replacing: (api: ReplacementApi, certificateId: string) =>
    queryOptions({
      queryKey: numberQueries.replacingKey(certificateId),
      queryFn: () => api.readCertificate(certificateId),
      meta: { errorMessage: 'Could not load the certificate to replace.' },
    }),
  // Both numbers are generated again when either year changes, so both keys hold both years.
  // Each generation probes the registry afresh: other staff issue numbers too.
  /** A certificate number generated for the form, found free by `probe`. */
  generatedCertificate: ({ awardYear, birthYear, round, random }: Generation, probe: NumberProbe) =>
    queryOptions({
      queryKey: [...numberQueries.all, 'generated', 'certificate', awardYear, birthYear, round],
      queryFn: () => findCertificateNumber({ awardYear, probe, random }),
      meta: { errorMessage: 'Could not generate a certificate number.' },
      ...generationOptions,
    }),
  /**
   * A student number generated for the form. The certificate number beside it, whose sequence
   * the student avoids, is read at generation time but is not part of the key: typing or
   * regenerating it leaves the student number as it is.
   */
  generatedStudent: (
    { awardYear, birthYear, round, random }: Generation,
    probe: NumberProbe,
    certificateBeside: () => Promise<string | undefined>,
  ) =>
    queryOptions({
      queryKey: [...numberQueries.all, 'generated', 'student', awardYear, birthYear, round],
      queryFn: async () =>
        findStudentNumber({
          birthYear,
          awardYear,
          probe,
          certificateNumber: await certificateBeside(),
          random,
        }),
      meta: { errorMessage: 'Could not generate a student number.' },
      ...generationOptions,
    }),
};

/** The import screen's dry run (docs/decisions/020-staff-data-layer.md). */
export const importQueries = {
  all: ['certificate-import'] as const,
  /** The register facts for one file's rows. */
  registerFacts: (
    api: ImportApi,
    fileHash: string,
    rows: readonly CheckedRow[] | null,
    scope: QueryScope,
  ) =>
    queryOptions({
      queryKey: [...importQueries.all, 'register', fileHash, scope] as const,
      queryFn: () => api.readRegisterFacts(rows ?? [], scope),
      enabled: rows !== null,
      meta: { errorMessage: 'The register could not be checked for the import.' },
    }),
};
