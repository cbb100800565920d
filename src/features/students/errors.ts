/** The certificate being edited is no longer on the register. */
export class CertificateMissingError extends Error {
  constructor() {
    super('This record is no longer on the register.');
    this.name = 'CertificateMissingError';
  }
}

/** The certificate's details cannot be changed in its present standing; the message says why. */
export class CertificateLockedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CertificateLockedError';
  }
}
