/** The certificate being edited is no longer on the register. */
export class CertificateMissingError extends Error {
  constructor() {
    super('This record is no longer on the register.');
    this.name = 'CertificateMissingError';
  }
}
