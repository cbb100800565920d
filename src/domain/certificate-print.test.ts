import {
  awardedDateInWords,
  numberInWords,
  ordinalInWords,
  printRefusal,
  verificationLink,
} from './certificate-print';

const printable = {
  status: 'valid' as const,
  pendingWithdrawal: false,
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
    expect(printRefusal({ ...printable, pendingWithdrawal: true })).toBe(
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

describe('dates in words', () => {
  it('writes numbers and ordinals in British English', () => {
    expect(numberInWords(2025)).toBe('two thousand and twenty-five');
    expect(numberInWords(2000)).toBe('two thousand');
    expect(numberInWords(1999)).toBe('one thousand nine hundred and ninety-nine');
    expect(numberInWords(2110)).toBe('two thousand one hundred and ten');
    expect(
      [1, 2, 3, 5, 8, 9, 11, 12, 20, 21, 22, 23, 30, 31].map((n) => ordinalInWords(n)),
    ).toEqual([
      'first',
      'second',
      'third',
      'fifth',
      'eighth',
      'ninth',
      'eleventh',
      'twelfth',
      'twentieth',
      'twenty-first',
      'twenty-second',
      'twenty-third',
      'thirtieth',
      'thirty-first',
    ]);
  });

  it('writes an awarded date in words, and an old free-text date as it was recorded', () => {
    expect(awardedDateInWords('2025-06-12')).toBe(
      'the twelfth day of June two thousand and twenty-five',
    );
    expect(awardedDateInWords('2024-02-29')).toBe(
      'the twenty-ninth day of February two thousand and twenty-four',
    );
    expect(awardedDateInWords(' 14 March 2019 ')).toBe('14 March 2019');
    expect(awardedDateInWords('2025-02-30')).toBe('2025-02-30');
  });
});
