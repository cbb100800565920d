import { describe, expect, it } from 'vitest';

import { addedCertificate } from '@/testing/certificates';
import { ada } from '@/testing/learners';

import {
  awardedYearMonth,
  learnerDataCsv,
  learnerDataJson,
  learnerStanding,
} from './learner-certificates';

const changedAt = new Date('2026-02-03T10:00:00Z');

describe('learnerStanding', () => {
  it('says where a certificate stands in plain words', () => {
    expect(learnerStanding({ status: 'valid', statusChangedAt: null }).words).toBe('Valid');
    expect(learnerStanding({ status: 'suspended', statusChangedAt: changedAt }).words).toBe(
      'Under review: contact us',
    );
    expect(learnerStanding({ status: 'withdrawn', statusChangedAt: changedAt }).words).toBe(
      'Withdrawn on 3 February 2026',
    );
    expect(learnerStanding({ status: 'replaced', statusChangedAt: changedAt })).toEqual({
      status: 'replaced',
      words: 'Replaced on 3 February 2026: use your new certificate',
      stands: false,
    });
  });
});

describe('awardedYearMonth', () => {
  it('reads a recorded date, or the old system’s in words', () => {
    expect(awardedYearMonth('2025-03-12')).toEqual({ year: 2025, month: 3 });
    expect(awardedYearMonth('14 March 2019')).toEqual({ year: 2019, month: 3 });
    expect(awardedYearMonth('')).toBeNull();
    expect(awardedYearMonth('sometime')).toBeNull();
  });
});

describe('the learner’s file', () => {
  it('holds what the register holds about them, as JSON and as CSV', async () => {
    const certificate = await addedCertificate({ ...ada, learnerEmail: 'ada@example.org' });
    const json = JSON.parse(learnerDataJson([certificate], changedAt)) as {
      madeAt: string;
      certificates: Record<string, unknown>[];
    };
    expect(json.madeAt).toBe(changedAt.toISOString());
    expect(json.certificates[0]).toMatchObject({
      certificateNumber: ada.certificateNumber,
      studentNumber: ada.studentNumber,
      firstName: 'Ada',
      qualification: ada.courseName,
      email: 'ada@example.org',
      status: 'Valid',
    });
    const [header, row] = learnerDataCsv([certificate]).replace('\uFEFF', '').split('\r\n');
    expect(header?.split(',').slice(0, 2)).toEqual(['Certificate Number', 'Student Number']);
    expect(row?.split(',')[0]).toBe(ada.certificateNumber);
    expect(row?.split(',')).toContain('ada@example.org');
  });
});
