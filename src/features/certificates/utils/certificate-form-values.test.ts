import {
  birthYearInput,
  certificateDetailsFrom,
  emptyLearnerFields,
  validateCertificateForm,
} from './certificate-form-values';

const valid = certificateDetailsFrom(
  { certificateNumber: '086525417', studentNumber: 'Q9225533' },
  { ...emptyLearnerFields, firstName: 'Ada', surname: 'Lovelace', birthYear: '92' },
);

describe('birthYearInput', () => {
  it.each([
    ['', ''],
    ['9', '9'],
    ['92', '92'],
    ['927', '92'],
    ['a9b2', '92'],
    ['19 85', '19'],
    ['-', ''],
    ['٣٤', ''],
  ])('%j becomes %j', (raw, expected) => {
    expect(birthYearInput(raw)).toBe(expected);
  });
});

describe('validateCertificateForm', () => {
  it('passes a complete form; course, date and birth year may be blank', () => {
    expect(validateCertificateForm(valid)).toEqual({});
    expect(validateCertificateForm({ ...valid, birthYear: '' })).toEqual({});
  });

  it('asks for every required field', () => {
    expect(
      validateCertificateForm({
        ...valid,
        certificateNumber: '',
        studentNumber: ' ',
        firstName: '',
        surname: '',
      }),
    ).toEqual({
      certificateNumber: 'Enter the certificate number.',
      studentNumber: 'Enter the student number.',
      firstName: "Enter the learner's first name.",
      surname: "Enter the learner's surname.",
    });
  });

  it('wants a birth year of exactly two digits when one is given', () => {
    expect(validateCertificateForm({ ...valid, birthYear: '9' }).birthYear).toMatch(/two digits/);
  });

  it('takes the learner’s address when it looks like one, or none', () => {
    expect(validateCertificateForm({ ...valid, learnerEmail: '' }).learnerEmail).toBeUndefined();
    expect(
      validateCertificateForm({ ...valid, learnerEmail: ' Ada@Example.org ' }).learnerEmail,
    ).toBeUndefined();
    expect(
      validateCertificateForm({ ...valid, learnerEmail: 'ada at example' }).learnerEmail,
    ).toMatch(/e-mail address/);
  });
});

describe('certificateDetailsFrom', () => {
  it('tidies names and course, normalises numbers and fills in the centre', () => {
    expect(
      certificateDetailsFrom(
        { certificateNumber: ' 0865 25 417', studentNumber: 'q9225533' },
        {
          firstName: '  Mary  Ann ',
          surname: ' Smith',
          courseName: ' Larkfield  Level 2 Award ',
          awardedDate: '2025-03-12',
          birthYear: '92',
          learnerEmail: ' Mary.Smith@Example.COM ',
        },
      ),
    ).toEqual({
      certificateNumber: '086525417',
      studentNumber: 'Q9225533',
      firstName: 'Mary Ann',
      surname: 'Smith',
      courseName: 'Larkfield Level 2 Award',
      awardedDate: '2025-03-12',
      birthYear: '92',
      centreNumber: '87583',
      learnerEmail: 'mary.smith@example.com',
    });
  });
});
