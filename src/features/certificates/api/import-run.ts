import type { CertificateDetails } from '@/domain/certificate';

/** What an import run (import-certificates.ts) and the screen that shows it share. */

/** A row the dry run passed, to be written. */
export type ImportRow = { line: number; details: CertificateDetails };

export type RowOutcome =
  | {
      line: number;
      outcome: 'imported' | 'already imported';
      certificateNumber: string;
      studentNumber: string;
    }
  | { line: number; outcome: 'failed'; message: string };
