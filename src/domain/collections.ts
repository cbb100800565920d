/** The one place that names Firestore collections; the app, the scripts and the rules tests use it. */
export const collections = {
  certificates: 'certificates',
  certificateNumbers: 'certificateNumbers',
  studentNumbers: 'studentNumbers',
  verificationIndex: 'verificationIndex',
  failedVerifications: 'failedVerifications',
  staff: 'staff',
  auditEvents: 'auditEvents',
  statusRequests: 'statusRequests',
  verificationChecks: 'verificationChecks',
  verifierQuota: 'verifierQuota',
  imports: 'imports',
  centres: 'centres',
  invitations: 'invitations',
  snapshots: 'snapshots',
  certificatePdfs: 'certificatePdfs',
  pdfFingerprints: 'pdfFingerprints',
} as const;

export type CollectionName = (typeof collections)[keyof typeof collections];
