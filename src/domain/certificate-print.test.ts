import { printRefusal, verificationLink } from './certificate-print';

const printable = {
  status: 'valid' as const,
  pendingStatus: null,
  certificateNumber: '086525417',
  firstName: 'Siobhan',
  surname: 'Gallagher',
  courseName: 'Larkfield Level 3 Diploma in Teaching and Learning Support (RQF)',
  awardedDate: '2025-06-12',
};

describe('verificationLink', () => {
  it('opens the public check with the certificate number filled in, and nothing else', () => {
    expect(verificationLink('086525417')).toBe(
      'https://www.larkfieldawards.example/verify-certificate?certificateNumber=086525417',
    );
    expect(verificationLink('AB 12/3', 'http://127.0.0.1:4203')).toBe(
      'http://127.0.0.1:4203/verify-certificate?certificateNumber=AB+12%2F3',
    );
  });
});

describe('printRefusal', () => {
  it('lets a valid, complete certificate be printed', () => {
    expect(printRefusal(printable)).toBeNull();
  });

  it('says why a suspended, withdrawn or replaced certificate cannot be printed', () => {
    expect(printRefusal({ ...printable, status: 'suspended' })).toBe(
      'Suspended: it cannot be printed until it is reinstated.',
    );
    expect(printRefusal({ ...printable, status: 'withdrawn' })).toBe(
      'Withdrawn: it can no longer be printed.',
    );
    expect(printRefusal({ ...printable, status: 'replaced' })).toBe(
      'Replaced: print its replacement instead.',
    );
    expect(printRefusal({ ...printable, pendingStatus: 'withdrawn' })).toBe(
      'A withdrawal is waiting for a decision.',
    );
  });

  it('refuses a record missing what a certificate shows', () => {
    expect(printRefusal({ ...printable, certificateNumber: ' ' })).toBe(
      'It has no certificate number yet.',
    );
    expect(printRefusal({ ...printable, awardedDate: '' })).toBe('It has no awarded date yet.');
  });
});
