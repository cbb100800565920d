import type { Centre } from '@/domain/centres';
import type { Certificate, CertificateDetails } from '@/domain/certificate';
import type { NumberProbe, RandomSource } from '@/domain/certificate-numbers';
import { listCentres, readCentre } from '@/lib/centres';
import { getDb, signedInActor } from '@/lib/firebase';

import {
  addCertificate,
  type AddCertificateOptions,
  type AddedCertificate,
} from './add-certificate';
import { certificateNumberProbe, studentNumberProbe } from './probe-numbers';
import { readCertificate } from './read-certificate';

/** What the Add Certificate form needs from the database; tests pass their own. */
export type CertificateFormApi = {
  /** Which of these certificate numbers are free, one registry read each (probe-numbers.ts). */
  probeCertificateNumbers: NumberProbe;
  /** Which of these student numbers are free, likewise. */
  probeStudentNumbers: NumberProbe;
  addCertificate: (
    details: CertificateDetails,
    options: Pick<AddCertificateOptions, 'onAdding' | 'replaces'>,
  ) => Promise<AddedCertificate>;
  /** Every centre (admins only): an admin chooses the one a certificate is added under. */
  listCentres: () => Promise<Centre[]>;
  /** One centre, or null if it is not on the register: a centre's staff read their own. */
  readCentre: (centreNumber: string) => Promise<Centre | null>;
  /** Where number generation draws its random picks; Math.random unless a test says otherwise. */
  random?: RandomSource;
};

/** The form's operations on the app's own Firestore. */
export const firestoreCertificateFormApi: CertificateFormApi = {
  probeCertificateNumbers: async (numbers) => certificateNumberProbe(await getDb())(numbers),
  probeStudentNumbers: async (numbers) => studentNumberProbe(await getDb())(numbers),
  addCertificate: async (details, options) =>
    addCertificate(await getDb(), details, await signedInActor(), options),
  listCentres: async () => listCentres(await getDb()),
  readCentre: async (centreNumber) => readCentre(await getDb(), centreNumber),
};

/** What a replacement needs besides the form's own: the certificate it replaces. */
export type ReplacementApi = CertificateFormApi & {
  readCertificate: (certificateId: string) => Promise<Certificate | null>;
};

export const firestoreReplacementApi: ReplacementApi = {
  ...firestoreCertificateFormApi,
  readCertificate: async (certificateId) => readCertificate(await getDb(), certificateId),
};
