import { describe, expect, it } from 'vitest';

import { DEMO_CENTRES } from '../../scripts/lib/demo/demo-centres';
import { demoCertificates, TEXT_DATES_BEFORE } from '../../scripts/lib/demo/demo-certificates';
import { DEMO_LEARNER_EMAIL } from '../../scripts/lib/demo/demo-learners';
import { demoVerificationAttempts } from '../../scripts/lib/demo/demo-verification-attempts';
import { qualifications } from '../../src/content/qualifications';
import {
  CERTIFICATE_NUMBER_PATTERN,
  STUDENT_NUMBER_PATTERN,
} from '../../src/domain/certificate-numbers';
import { failedAttemptFor } from '../../src/domain/verification-input';

/** The demo register is plain data: these checks need no emulator. */

const now = new Date('2026-11-21T12:00:00Z');
const titles = qualifications.map((qualification) => qualification.title);
const DAY = 24 * 60 * 60 * 1000;

describe('demo certificates', () => {
  const certificates = demoCertificates(now, titles);
  const details = certificates.map((certificate) => certificate.details);

  it('are the same every time, and keep their numbers whatever the day', () => {
    expect(demoCertificates(now, titles)).toEqual(certificates);
    const later = demoCertificates(new Date('2026-12-05T09:00:00Z'), titles);
    expect(later.map((c) => c.details.firstName)).toEqual(details.map((d) => d.firstName));
  });

  it('are at least 40, over award years 2019 to this year, from the catalogue', () => {
    expect(certificates.length).toBeGreaterThanOrEqual(40);
    const years = new Set(details.map((d) => Number(`20${d.certificateNumber.slice(4, 6)}`)));
    expect([...years].sort()).toEqual([2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026]);
    for (const d of details) expect(titles).toContain(d.courseName);
    expect(new Set(details.map((d) => d.courseName)).size).toBeGreaterThanOrEqual(15);
  });

  it("use the organisation's number formats, each number once", () => {
    for (const d of details) {
      expect(d.certificateNumber).toMatch(CERTIFICATE_NUMBER_PATTERN);
      expect(d.studentNumber).toMatch(STUDENT_NUMBER_PATTERN);
      expect(Number(d.certificateNumber.slice(-3))).toBeGreaterThanOrEqual(112);
      expect(Number(d.studentNumber.slice(-3))).toBeGreaterThanOrEqual(112);
      // Q + birth year + award year + sequence
      expect(d.studentNumber.slice(1, 3)).toBe(d.birthYear);
      expect(d.studentNumber.slice(3, 5)).toBe(d.certificateNumber.slice(4, 6));
    }
    expect(new Set(details.map((d) => d.certificateNumber)).size).toBe(details.length);
    expect(new Set(details.map((d) => d.studentNumber)).size).toBe(details.length);
  });

  it('hold text dates with spaces from before July 2021 and yyyy-mm-dd after', () => {
    const textDates = details.filter((d) => /\s/.test(d.awardedDate));
    expect(textDates.length).toBeGreaterThanOrEqual(5);
    expect(textDates[0]?.awardedDate).toMatch(/^\d{1,2} [A-Z][a-z]+ 20(19|20|21)$/);
    for (const d of details.filter((item) => !/\s/.test(item.awardedDate))) {
      expect(d.awardedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(d.awardedDate)).toBeGreaterThanOrEqual(TEXT_DATES_BEFORE);
    }
  });

  it('are spread over the demo centres, each approved before its first certificate was recorded', () => {
    for (const centre of DEMO_CENTRES) {
      const theirs = certificates.filter((c) => c.details.centreNumber === centre.centreNumber);
      expect(theirs.length, centre.name).toBeGreaterThanOrEqual(3);
      for (const c of theirs) expect(c.createdAt.getTime()).toBeGreaterThan(+centre.approvedAt);
    }
    const numbers = DEMO_CENTRES.map((centre) => centre.centreNumber);
    for (const d of details) expect(numbers).toContain(d.centreNumber);
  });

  it('give some learners their own address, one of them two certificates from two centres', () => {
    const withAddress = details.filter((d) => d.learnerEmail);
    expect(new Set(withAddress.map((d) => d.learnerEmail)).size).toBeGreaterThanOrEqual(3);
    const hers = details.filter((d) => d.learnerEmail === DEMO_LEARNER_EMAIL);
    expect(hers).toHaveLength(2);
    expect(new Set(hers.map((d) => d.centreNumber)).size).toBe(2);
    expect(details.filter((d) => !d.learnerEmail).length).toBeGreaterThan(withAddress.length);
  });

  it('include several recorded in the last seven days, none in the future', () => {
    const recent = certificates.filter((c) => now.getTime() - c.createdAt.getTime() < 7 * DAY);
    expect(recent.length).toBeGreaterThanOrEqual(5);
    for (const c of certificates) expect(c.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
  });
});

describe('demo verification attempts', () => {
  const certificates = demoCertificates(now, titles);
  const attempts = demoVerificationAttempts(now, certificates, {
    uid: 'reviewer-uid',
    email: 'reviewer@larkfield.test',
  });
  const clientKeys = Object.keys(
    failedAttemptFor(
      { certificateNumber: null, studentNumber: null, firstName: 'a', surname: 'b' },
      '',
    ),
  );

  it('have exactly the fields of a failed-verification record, and the review steps taken', () => {
    const reviewUids = (attempt: (typeof attempts)[number]) => [
      ...(attempt.reviewedBy ? ['reviewedByUid'] : []),
      ...(attempt.investigatedBy ? ['investigatedByUid'] : []),
    ];
    for (const attempt of attempts) {
      expect(Object.keys(attempt).sort()).toEqual(
        [...clientKeys, 'attemptedAt', ...reviewUids(attempt)].sort(),
      );
      expect(attempt.ipAddress).toBe('unknown');
      expect(attempt.firstName).toBe(attempt.firstName.trim().toLowerCase());
      expect(attempt.surname).toBe(attempt.surname.trim().toLowerCase());
      expect(attempt.certificateNumber ?? attempt.studentNumber).toBeTruthy();
      expect(attempt.attemptedAt.getTime()).toBeLessThan(now.getTime());
    }
  });

  it('are several failed and two suspicious, one of them under investigation', () => {
    const failed = attempts.filter((a) => a.status === 'failed');
    const suspicious = attempts.filter((a) => a.status === 'suspicious');
    expect(failed.length).toBeGreaterThanOrEqual(4);
    for (const a of failed) {
      expect(a).toMatchObject({ reviewedBy: null, reviewedAt: null, reviewNote: null });
      expect(a.isUnderInvestigation).toBe(false);
    }
    expect(suspicious).toHaveLength(2);
    for (const a of suspicious) {
      expect(a).toMatchObject({
        reviewedBy: 'reviewer@larkfield.test',
        reviewedByUid: 'reviewer-uid',
      });
      expect(a.reviewedAt?.getTime()).toBeGreaterThan(a.attemptedAt.getTime());
      expect(a.reviewedAt?.getTime()).toBeLessThan(now.getTime());
      expect(a.reviewNote).toBeTruthy();
    }
    const investigated = suspicious.filter((a) => a.isUnderInvestigation);
    expect(investigated).toHaveLength(1);
    expect(investigated[0]).toMatchObject({
      investigatedBy: 'reviewer@larkfield.test',
      investigatedByUid: 'reviewer-uid',
    });
    expect(investigated[0]?.investigationNote).toBeTruthy();
  });

  it('do not match any certificate, so each really is a failure', () => {
    const matches = (a: (typeof attempts)[number]) =>
      certificates.some(
        ({ details }) =>
          (details.certificateNumber === a.certificateNumber ||
            details.studentNumber === a.studentNumber) &&
          details.firstName.toLowerCase() === a.firstName &&
          details.surname.toLowerCase() === a.surname,
      );
    expect(attempts.filter(matches)).toEqual([]);
  });
});
