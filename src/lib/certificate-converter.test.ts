import { certificateFromData, dateFrom } from './certificate-converter';

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
  createdBy: 'r.patel@larkfieldawards.example',
  updatedAt: { toDate: () => new Date('2025-01-02T10:00:00Z') },
  updatedBy: 'j.okafor@larkfieldawards.example',
  lastEventId: 'event-2',
};

describe('certificateFromData', () => {
  it('gives the id and turns timestamps into dates', () => {
    expect(certificateFromData('cert-1', stored)).toEqual({
      ...stored,
      id: 'cert-1',
      createdAt: new Date('2024-06-15T09:30:00Z'),
      updatedAt: new Date('2025-01-02T10:00:00Z'),
      status: 'valid',
      statusReason: null,
      statusChangedAt: null,
      pendingWithdrawal: false,
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
      pendingWithdrawal: false,
      replacedBy: 'cert-2',
    });
    const pending = certificateFromData('cert-3', {
      ...stored,
      status: 'archived',
      statusReason: { code: 'unknown' },
      pendingStatus: 'withdrawn',
    });
    expect(pending).toMatchObject({ status: 'valid', statusReason: null, pendingWithdrawal: true });
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
      pendingWithdrawal: false,
      replaces: null,
      replacedBy: null,
    });
  });

  it('ignores values of the wrong type', () => {
    const odd = certificateFromData('odd', {
      ...stored,
      centreNumber: 87583,
      updatedBy: 5,
      createdBy: {},
      indexKeys: ['a'.repeat(64), 7],
    });
    expect(odd.centreNumber).toBe('');
    expect(odd.updatedBy).toBeNull();
    expect(odd.createdBy).toBeNull();
    expect(odd.indexKeys).toEqual(['a'.repeat(64)]);
  });
});

describe('dateFrom', () => {
  it('accepts a Date or anything with toDate, and nothing else', () => {
    const date = new Date('2025-01-01T00:00:00Z');
    expect(dateFrom(date)).toBe(date);
    expect(dateFrom({ toDate: () => date })).toBe(date);
    expect(dateFrom('2025-01-01')).toBeNull();
    expect(dateFrom(null)).toBeNull();
  });
});
