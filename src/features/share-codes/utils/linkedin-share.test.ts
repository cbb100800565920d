import { describe, expect, it } from 'vitest';

import type { Share } from '@/domain/share-codes';

import { linkedInCertification, linkedInShareOf } from './linkedin-share';

const now = new Date('2026-01-01T00:00:00Z');
const share = (changes: Partial<Share>): Share => ({
  id: 's1',
  certificateId: 'c1',
  createdAt: now,
  expiresAt: new Date('2026-12-31T00:00:00Z'),
  revokedAt: null,
  views: 0,
  lastViewAt: null,
  ...changes,
});

describe('linkedInShareOf', () => {
  it('takes a live year’s share of this certificate whose code this browser knows', () => {
    const codes: Record<string, string> = { s1: 'ABCDEFGHJKMN', s2: 'PQRSTUVWXYZ2' };
    const codeOf = (id: string) => codes[id] ?? null;
    expect(linkedInShareOf([share({})], 'c1', codeOf, now)).toMatchObject({ code: 'ABCDEFGHJKMN' });
    expect(linkedInShareOf([share({ certificateId: 'c2' })], 'c1', codeOf, now)).toBeNull();
    expect(linkedInShareOf([share({ revokedAt: now })], 'c1', codeOf, now)).toBeNull();
    expect(
      linkedInShareOf([share({ expiresAt: new Date('2026-02-01T00:00:00Z') })], 'c1', codeOf, now),
    ).toBeNull();
    expect(linkedInShareOf([share({ id: 'unknown' })], 'c1', codeOf, now)).toBeNull();
  });
});

describe('linkedInCertification', () => {
  it('names the qualification, the issue month, the number and the share’s link', () => {
    const { fields, url } = linkedInCertification(
      {
        courseName: 'Larkfield Level 2 Award',
        awardedDate: '2025-03-12',
        certificateNumber: '086525417',
      },
      'ABCDEFGHJKMN',
      'https://www.larkfieldawards.example',
    );
    expect(fields).toMatchObject({
      issued: { year: 2025, month: 3 },
      certUrl: 'https://www.larkfieldawards.example/s/ABCDEFGHJKMN',
      certId: '086525417',
    });
    expect(url).toContain('certId=086525417');
  });
});
