import { describe, expect, it } from 'vitest';

import {
  attemptSubject,
  auditActions,
  certificateChanges,
  certificateSubject,
  closingEventId,
  describeAction,
  describeChanges,
} from './audit';
import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from './certificate';

const ada: CertificateDetails = {
  certificateNumber: '086525123',
  studentNumber: 'Q0225123',
  firstName: 'Ada',
  surname: 'Lovelace',
  courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
  awardedDate: '2025-03-12',
  birthYear: '02',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};

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

describe('describeChanges', () => {
  it('says each change in plain English, in the order of the form', () => {
    expect(
      describeChanges({
        centreNumber: { from: '87583', to: '87602' },
        surname: { from: 'Smith', to: 'Smyth' },
      }),
    ).toEqual(['Surname: Smith → Smyth', 'Centre number: 87583 → 87602']);
  });

  it('gives a value recorded from nothing on its own, and shows empty values and dates as people read them', () => {
    expect(
      describeChanges({
        awardedDate: { from: '2025-03-12', to: '2025-03-14' },
        birthYear: { from: null, to: '' },
        firstName: { from: null, to: 'Ada' },
        isUnderInvestigation: { from: false, to: true },
        reviewNote: { from: null, to: 'Odd.' },
        studentNumber: { from: 'Q0225123', to: '' },
      }),
    ).toEqual([
      'Student number: Q0225123 → (none)',
      'First name: Ada',
      'Awarded date: 12 March 2025 → 14 March 2025',
      'Birth year: (none)',
      'Review note: Odd.',
      'Under investigation: No → Yes',
    ]);
  });

  it("names an attempt's status as the review screen does, not as a certificate's", () => {
    expect(describeChanges({ status: { from: 'failed', to: 'suspicious' } }, 'attempt')).toEqual([
      'Status: Failed → Suspicious',
    ]);
    expect(describeChanges({ status: { from: 'suspicious', to: 'closed' } }, 'attempt')).toEqual([
      'Status: Suspicious → Closed',
    ]);
    expect(describeChanges({ status: { from: 'valid', to: 'suspended' } })).toEqual([
      'Status: Valid → Suspended',
    ]);
  });
});

describe('describeAction', () => {
  it('has words for every action', () => {
    for (const action of auditActions) expect(describeAction(action)).toMatch(/^[A-Z]/);
    expect(describeAction('certificate.edited')).toBe('Edited the certificate');
  });
});
