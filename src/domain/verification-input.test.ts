import { describe, expect, it } from 'vitest';

import {
  emptyVerificationInput,
  failedAttemptFor,
  firstInvalidField,
  prefillFromSearchParams,
  validateVerificationInput,
  type VerificationInput,
} from './verification-input';
import { USER_AGENT_LIMIT } from './limits';

const valid: VerificationInput = {
  certificateNumber: '086525123',
  studentNumber: '',
  firstName: 'Ada',
  surname: 'Lovelace',
};

function errorsOf(input: Partial<VerificationInput>) {
  const result = validateVerificationInput({ ...valid, ...input });
  return result.ok ? {} : result.errors;
}

describe('validateVerificationInput', () => {
  it('accepts a certificate number with both names, normalising everything', () => {
    expect(
      validateVerificationInput({
        certificateNumber: ' 0865 25 123 ',
        studentNumber: '',
        firstName: '  ADA ',
        surname: ' Lovelace   King ',
      }),
    ).toEqual({
      ok: true,
      query: {
        certificateNumber: '086525123',
        studentNumber: null,
        firstName: 'ada',
        surname: 'lovelace king',
      },
    });
  });

  it('accepts a student number alone, or both numbers', () => {
    const byStudent = validateVerificationInput({
      ...valid,
      certificateNumber: '',
      studentNumber: 'q8825412',
    });
    expect(byStudent).toMatchObject({
      ok: true,
      query: { certificateNumber: null, studentNumber: 'Q8825412' },
    });
    const both = validateVerificationInput({ ...valid, studentNumber: 'Q8825412' });
    expect(both).toMatchObject({
      ok: true,
      query: { certificateNumber: '086525123', studentNumber: 'Q8825412' },
    });
  });

  it('asks for a number when both are empty or only spaces', () => {
    expect(errorsOf({ certificateNumber: '', studentNumber: '' })).toEqual({
      certificateNumber: 'Enter a certificate number or a student number',
    });
    expect(errorsOf({ certificateNumber: '   ', studentNumber: ' ' })).toEqual({
      certificateNumber: 'Enter a certificate number or a student number',
    });
  });

  it('asks for each missing name', () => {
    expect(errorsOf({ firstName: '' })).toEqual({ firstName: "Enter the learner's first name" });
    expect(errorsOf({ surname: '  ' })).toEqual({ surname: "Enter the learner's surname" });
  });

  it('reports every problem at once', () => {
    expect(errorsOf({ certificateNumber: '', firstName: '', surname: '' })).toEqual({
      certificateNumber: 'Enter a certificate number or a student number',
      firstName: "Enter the learner's first name",
      surname: "Enter the learner's surname",
    });
  });

  it('bounds numbers at 32 characters, ignoring surrounding spaces', () => {
    expect(errorsOf({ certificateNumber: `  ${'1'.repeat(32)}  ` })).toEqual({});
    expect(errorsOf({ certificateNumber: '1'.repeat(33) })).toEqual({
      certificateNumber: 'Certificate number must be 32 characters or fewer',
    });
    expect(errorsOf({ studentNumber: 'Q'.repeat(33) })).toEqual({
      studentNumber: 'Student number must be 32 characters or fewer',
    });
  });

  it('explains a number with anything but letters and digits instead of sending it', () => {
    expect(errorsOf({ certificateNumber: ' 0865 25123 ', studentNumber: 'q0125123' })).toEqual({});
    expect(errorsOf({ certificateNumber: '0865-25-123' })).toEqual({
      certificateNumber: 'Certificate number can only contain letters and digits',
    });
    expect(errorsOf({ studentNumber: 'Q01\u200b25123' })).toEqual({
      studentNumber: 'Student number can only contain letters and digits',
    });
    expect(errorsOf({ certificateNumber: '０８６５２５１２３' })).toEqual({
      certificateNumber: 'Certificate number can only contain letters and digits',
    });
  });

  it('bounds names at 100 characters', () => {
    expect(errorsOf({ firstName: 'a'.repeat(100) })).toEqual({});
    expect(errorsOf({ firstName: 'a'.repeat(101) })).toEqual({
      firstName: 'First name must be 100 characters or fewer',
    });
    expect(errorsOf({ surname: 'b'.repeat(101) })).toEqual({
      surname: 'Surname must be 100 characters or fewer',
    });
  });

  it('bounds the stored form of a name that grows when lower-cased', () => {
    // 'İ' lower-cases to two code units, so 60 of them become 120 characters.
    expect(errorsOf({ surname: '\u0130'.repeat(60) })).toEqual({
      surname: 'Surname must be 100 characters or fewer',
    });
  });
});

describe('firstInvalidField', () => {
  it('follows the order of the form', () => {
    expect(firstInvalidField({ surname: 'x', firstName: 'y' })).toBe('firstName');
    expect(firstInvalidField({ surname: 'x', certificateNumber: 'y' })).toBe('certificateNumber');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('failedAttemptFor', () => {
  const query = {
    certificateNumber: '086525123',
    studentNumber: null,
    firstName: 'ada',
    surname: 'lovelace',
  };

  it('has exactly the keys of a failed-verification record, less the server time', () => {
    expect(failedAttemptFor(query, 'Mozilla/5.0')).toEqual({
      certificateNumber: '086525123',
      studentNumber: null,
      firstName: 'ada',
      surname: 'lovelace',
      ipAddress: 'unknown',
      userAgent: 'Mozilla/5.0',
      status: 'failed',
      reviewedBy: null,
      reviewedAt: null,
      reviewNote: null,
      investigationNote: null,
      investigatedBy: null,
      investigatedAt: null,
      isUnderInvestigation: false,
    });
  });

  it('stores names trimmed and lower-cased', () => {
    const record = failedAttemptFor({ ...query, firstName: ' ADA ', surname: 'LoveLace ' }, '');
    expect(record.firstName).toBe('ada');
    expect(record.surname).toBe('lovelace');
  });

  it('truncates a long user agent', () => {
    const record = failedAttemptFor(query, 'x'.repeat(2000));
    expect(record.userAgent).toHaveLength(USER_AGENT_LIMIT);
  });
});

describe('prefillFromSearchParams', () => {
  it('takes the numbers from the query string and never the names', () => {
    const params = new URLSearchParams(
      'certificateNumber=086525123&studentNumber=%20Q8825412&firstName=Ada&surname=Lovelace',
    );
    expect(prefillFromSearchParams(params)).toEqual({
      ...emptyVerificationInput,
      certificateNumber: '086525123',
      studentNumber: 'Q8825412',
    });
  });

  it('leaves the form empty without parameters', () => {
    expect(prefillFromSearchParams(new URLSearchParams())).toEqual(emptyVerificationInput);
  });
});
