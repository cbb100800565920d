import { describe, expect, it } from 'vitest';

import { ada } from '@/testing/learners';

import { attemptSubject, certificateChanges, certificateSubject, closingEventId } from './audit';
import { DEFAULT_CENTRE_NUMBER } from './certificate';

describe('certificateChanges', () => {
  it('records every field of a new certificate, from nothing', () => {
    const changes = certificateChanges(null, ada);
    expect(Object.keys(changes)).toEqual([
      'certificateNumber',
      'studentNumber',
      'firstName',
      'surname',
      'courseName',
      'awardedDate',
      'birthYear',
      'centreNumber',
    ]);
    expect(changes.surname).toEqual({ from: null, to: 'Lovelace' });
  });

  it('records an empty value given to a new certificate, as the rules compare it', () => {
    expect(certificateChanges(null, { ...ada, birthYear: '' }).birthYear).toEqual({
      from: null,
      to: '',
    });
  });

  it('records only what changed, from what to what', () => {
    expect(certificateChanges(ada, { ...ada, surname: 'Byron', centreNumber: '87602' })).toEqual({
      surname: { from: 'Lovelace', to: 'Byron' },
      centreNumber: { from: DEFAULT_CENTRE_NUMBER, to: '87602' },
    });
    expect(certificateChanges(ada, { ...ada })).toEqual({});
  });

  it('ignores everything but the certificate’s own fields', () => {
    const stored = { ...ada, fullName: 'Ada Lovelace', updatedBy: 'x', lastEventId: 'e1' };
    expect(certificateChanges(stored, { ...stored, updatedBy: 'y', lastEventId: 'e2' })).toEqual(
      {},
    );
  });

  it('counts a missing field as nothing, and keeps an old record’s numbers as they are', () => {
    const imported = { certificateNumber: 86519204, firstName: 'Grace', surname: 'Hopper' };
    expect(
      certificateChanges(imported, { ...imported, certificateNumber: '086519204', birthYear: '' }),
    ).toEqual({
      certificateNumber: { from: 86519204, to: '086519204' },
      birthYear: { from: null, to: '' },
    });
  });
});

describe('subjects', () => {
  it('name a certificate by its learner and number, and an attempt by what was typed', () => {
    expect(certificateSubject({ fullName: 'Ada Lovelace', certificateNumber: '086525123' })).toBe(
      'Ada Lovelace (086525123)',
    );
    expect(
      attemptSubject({
        firstName: 'mary',
        surname: 'smith',
        certificateNumber: null,
        studentNumber: 'Q0225123',
      }),
    ).toBe('mary smith (Q0225123)');
    expect(closingEventId('abc')).toBe('closed-abc');
  });
});
