import { OKAFOR, PATEL } from '@/testing/staff';

import {
  certificateDetailsFromData,
  certificateFromData,
  lacksCreatedAt,
  ukDay,
} from './certificate-document';

const stored = {
  certificateNumber: '086524318',
  studentNumber: 'Q9224470',
  firstName: 'Siobhán',
  surname: "O'Connell",
  fullName: "Siobhán O'Connell",
  surnameLower: "o'connell",
  courseName: 'Larkfield Level 3 Certificate in Supporting Teaching and Learning (RQF)',
  awardedDate: '2024-06-14',
  birthYear: '92',
  centreNumber: '87583',
  needsReview: false,
  reviewStatus: 'approved',
  reviewedBy: null,
  reviewedAt: null,
  indexKeys: ['a'.repeat(64), 'b'.repeat(64)],
  createdAt: { toDate: () => new Date('2024-06-15T09:30:00Z') },
  createdBy: PATEL.email,
  updatedAt: { toDate: () => new Date('2025-01-02T10:00:00Z') },
  updatedBy: OKAFOR.email,
  lastEventId: 'event-2',
};

describe('certificateFromData', () => {
  it('gives the id and turns timestamps into dates', () => {
    expect(certificateFromData('cert-1', stored)).toEqual({
      ...stored,
      id: 'cert-1',
      learnerEmail: '',
      createdAt: new Date('2024-06-15T09:30:00Z'),
      updatedAt: new Date('2025-01-02T10:00:00Z'),
      status: 'valid',
      statusReason: null,
      statusChangedAt: null,
      pendingStatus: null,
      replaces: null,
      replacedBy: null,
    });
  });

  it('reads a certificate’s standing: its status, why, since when, and what replaced it', () => {
    const replaced = certificateFromData('cert-1', {
      ...stored,
      status: 'replaced',
      statusReason: { code: 'change-of-name', note: 'Married name.' },
      statusChangedAt: { toDate: () => new Date('2025-05-01T10:00:00Z') },
      replacedBy: 'cert-2',
    });
    expect(replaced).toMatchObject({
      status: 'replaced',
      statusReason: { code: 'change-of-name', note: 'Married name.' },
      statusChangedAt: new Date('2025-05-01T10:00:00Z'),
      pendingStatus: null,
      replacedBy: 'cert-2',
    });
    const pending = certificateFromData('cert-3', {
      ...stored,
      status: 'archived',
      statusReason: { code: 'unknown' },
      pendingStatus: 'withdrawn',
    });
    expect(pending).toMatchObject({
      status: 'valid',
      statusReason: null,
      pendingStatus: 'withdrawn',
    });
  });

  it('fills in what an imported record lacks, as the add screen would have written it', () => {
    const now = new Date('2025-03-01T12:00:00Z');
    const imported = { certificateNumber: '086519204', firstName: 'Grace', surname: 'Hopper' };
    expect(certificateFromData('old-1', imported, now)).toEqual({
      id: 'old-1',
      certificateNumber: '086519204',
      studentNumber: '',
      firstName: 'Grace',
      surname: 'Hopper',
      fullName: 'Grace Hopper',
      surnameLower: 'hopper',
      courseName: '',
      awardedDate: '',
      birthYear: '',
      centreNumber: '',
      learnerEmail: '',
      needsReview: true,
      reviewStatus: 'pending',
      reviewedBy: null,
      reviewedAt: null,
      indexKeys: [],
      createdAt: now,
      createdBy: null,
      updatedAt: null,
      updatedBy: null,
      lastEventId: null,
      status: 'valid',
      statusReason: null,
      statusChangedAt: null,
      pendingStatus: null,
      replaces: null,
      replacedBy: null,
    });
  });

  // The backfill registers and indexes these records with the same reading: the Student List
  // shows, and an edit releases, exactly the numbers the public index holds.
  it('reads numbers stored as numbers as their digits, and nothing else as text', () => {
    const odd = certificateFromData('odd', {
      ...stored,
      certificateNumber: 86519204,
      centreNumber: 87583,
      birthYear: 91,
      courseName: { title: 'Level 2' },
      firstName: true,
      updatedBy: 5,
      createdBy: {},
      indexKeys: ['a'.repeat(64), 7],
    });
    expect(odd).toMatchObject({
      certificateNumber: '86519204',
      centreNumber: '87583',
      birthYear: '91',
      courseName: '',
      firstName: '',
      updatedBy: null,
      createdBy: null,
      indexKeys: ['a'.repeat(64)],
    });
  });
});

describe('certificateDetailsFromData', () => {
  const timestamp = (iso: string) => ({ toDate: () => new Date(iso) });

  it('reads an awarded date stored as a timestamp as the day it falls on in the UK', () => {
    // Midnight in London: in winter that is midnight UTC, in summer 23:00 UTC the day before.
    expect(
      certificateDetailsFromData({ awardedDate: timestamp('2019-03-14T00:00:00Z') }),
    ).toMatchObject({ awardedDate: '2019-03-14' });
    expect(
      certificateDetailsFromData({ awardedDate: timestamp('2019-06-13T23:00:00Z') }),
    ).toMatchObject({ awardedDate: '2019-06-14' });
    expect(
      certificateDetailsFromData({ awardedDate: new Date('2024-12-31T23:30:00Z') }),
    ).toMatchObject({ awardedDate: '2024-12-31' });
  });

  it('keeps an awarded date written as text exactly as written', () => {
    expect(certificateDetailsFromData({ awardedDate: '14 March 2019' }).awardedDate).toBe(
      '14 March 2019',
    );
    expect(certificateDetailsFromData({ awardedDate: '2025-03-12' }).awardedDate).toBe(
      '2025-03-12',
    );
  });
});

describe('lacksCreatedAt', () => {
  it('counts a createdAt that is not a timestamp as missing', () => {
    expect(lacksCreatedAt({})).toBe(true);
    expect(lacksCreatedAt({ createdAt: null })).toBe(true);
    expect(lacksCreatedAt({ createdAt: '14/03/2019' })).toBe(true);
    expect(lacksCreatedAt({ createdAt: 1552521600000 })).toBe(true);
    expect(lacksCreatedAt({ createdAt: { toDate: () => new Date() } })).toBe(false);
  });
});

describe('ukDay', () => {
  it('gives the UK calendar day of an instant, across both clock changes', () => {
    expect(ukDay(new Date('2025-03-30T00:30:00Z'))).toBe('2025-03-30');
    expect(ukDay(new Date('2025-03-30T23:30:00Z'))).toBe('2025-03-31');
    expect(ukDay(new Date('2025-10-26T00:30:00Z'))).toBe('2025-10-26');
    expect(ukDay(new Date('2025-10-26T23:30:00Z'))).toBe('2025-10-26');
  });
});
