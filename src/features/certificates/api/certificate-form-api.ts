import type { Certificate, CertificateDetails } from '@/domain/certificate';
import type { NumberProbe, RandomSource } from '@/domain/certificate-numbers';
import type { CentrePickerApi } from '@/lib/centre-queries';
import { firestoreCentrePickerApi } from '@/lib/centre-reads';
import { issueAfterAdding } from '@/lib/certificate-pdfs';
import { getDb, signedInActor } from '@/lib/firebase';

import {
  addCertificate,
  type AddCertificateOptions,
  type AddedCertificate,
} from './add-certificate';
import { certificateNumberProbe, studentNumberProbe } from './probe-numbers';
import { readCertificate } from './read-certificate';

/**
 * What the Add Certificate form needs from the database; tests pass their own. With the centre
 * picker's reads: an admin chooses the centre a certificate is added under, and a centre's staff
 * read their own (readCentre).
 */
export type CertificateFormApi = CentrePickerApi & {
  /** Which of these certificate numbers are free, one registry read each (probe-numbers.ts). */
  probeCertificateNumbers: NumberProbe;
  /** Which of these student numbers are free, likewise. */
  probeStudentNumbers: NumberProbe;
  addCertificate: (
    details: CertificateDetails,
    options: Pick<AddCertificateOptions, 'onAdding' | 'replaces'>,
  ) => Promise<AddedCertificate>;
  /** Where number generation draws its random picks; Math.random unless a test says otherwise. */
  random?: RandomSource;
};

/** The form's operations on the app's own Firestore. */
export const firestoreCertificateFormApi: CertificateFormApi = {
  ...firestoreCentrePickerApi,
  probeCertificateNumbers: async (numbers) => certificateNumberProbe(await getDb())(numbers),
  probeStudentNumbers: async (numbers) => studentNumberProbe(await getDb())(numbers),
  // The certificate, then its PDF (docs/decisions/033-issued-pdfs.md), made in this browser.
  addCertificate: async (details, options) => {
    const [db, actor] = await Promise.all([getDb(), signedInActor()]);
    const added = await addCertificate(db, details, actor, options);
    if (!added.existed) {
      const { renderPdfInBrowser } = await import('@/lib/certificate-pdf');
      await issueAfterAdding(db, added.id, actor, renderPdfInBrowser);
    }
    return added;
  },
};

/** What a replacement needs besides the form's own: the certificate it replaces. */
export type ReplacementApi = CertificateFormApi & {
  readCertificate: (certificateId: string) => Promise<Certificate | null>;
};

export const firestoreReplacementApi: ReplacementApi = {
  ...firestoreCertificateFormApi,
  readCertificate: async (certificateId) => readCertificate(await getDb(), certificateId),
};
