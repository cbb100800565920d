import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { REPORT_KEYS } from './document-keys';
import { REPORT_CONTACT_LIMIT, REPORT_REASON_LIMIT } from './limits';
import { appliedInMemory } from './plans/apply-in-memory';
import { planFileReport, reportPathOf } from './plans/public-check';
import {
  emptyReportInput,
  firstInvalidReportField,
  reportClosingEventId,
  reportKeyFor,
  reportSubject,
  validateReportInput,
} from './reports';
import { verificationKey } from './verification-index';

const input = {
  certificateNumber: ' 0865 25417 ',
  reason: '  The name is misspelt. ',
  contact: '',
};

describe('a report of a doubtful certificate', () => {
  it('is the number as the check compares it, and the words and address trimmed', () => {
    expect(validateReportInput(input)).toEqual({
      ok: true,
      report: { certificateNumber: '086525417', reason: 'The name is misspelt.', contact: '' },
    });
    expect(validateReportInput({ ...input, contact: ' hr@employer.example ' })).toMatchObject({
      ok: true,
      report: { contact: 'hr@employer.example' },
    });
  });

  it.each([
    ['no number', { certificateNumber: '  ' }, 'certificateNumber', 'Enter the certificate number'],
    [
      'a number with other characters',
      { certificateNumber: '0865-25417' },
      'certificateNumber',
      'Certificate number can only contain letters and digits',
    ],
    [
      'a number over 32 characters',
      { certificateNumber: '9'.repeat(33) },
      'certificateNumber',
      'Certificate number must be 32 characters or fewer',
    ],
    ['no reason', { reason: ' \n ' }, 'reason', 'Say what makes you doubt the certificate'],
    [
      'a reason over the limit',
      { reason: 'x'.repeat(REPORT_REASON_LIMIT + 1) },
      'reason',
      'Keep it to 1,000 characters or fewer',
    ],
    [
      'an address that is not one',
      { contact: 'call me' },
      'contact',
      'Enter an e-mail address, like name@example.com, or leave it empty',
    ],
    [
      'an address over the limit',
      { contact: `${'a'.repeat(REPORT_CONTACT_LIMIT)}@x` },
      'contact',
      'The address must be 254 characters or fewer',
    ],
  ])('says what to fix for %s', (_case, changes, field, message) => {
    const result = validateReportInput({ ...input, ...changes });
    expect(result).toEqual({ ok: false, errors: { [field]: message } });
    if (!result.ok) expect(firstInvalidReportField(result.errors)).toBe(field);
  });

  it('accepts a reason of exactly 1,000 characters', () => {
    expect(validateReportInput({ ...input, reason: 'x'.repeat(REPORT_REASON_LIMIT) }).ok).toBe(
      true,
    );
  });

  it('names the first field to fix in the order the form shows them', () => {
    const result = validateReportInput(emptyReportInput);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(firstInvalidReportField(result.errors)).toBe('certificateNumber');
  });

  it('is counted under a key no index entry has: the SHA-256 of v1, report and the number', async () => {
    const material = JSON.stringify(['v1', 'report', '086525417']);
    expect(await reportKeyFor('0865 25417')).toBe(
      createHash('sha256').update(material).digest('hex'),
    );
    const indexKey = await verificationKey('certificate', '086525417', 'report', '086525417');
    expect(await reportKeyFor('086525417')).not.toBe(indexKey);
  });

  it('is filed with exactly its keys, every review field empty, at the server’s time', () => {
    const at = new Date('2026-11-28T10:00:00Z');
    const plan = planFileReport({
      checkId: 'check-1',
      report: { certificateNumber: '086525417', reason: 'Odd seal.', contact: '' },
    });
    const filed = appliedInMemory(new Map(), plan, at).get(reportPathOf('check-1'));
    expect(Object.keys(filed ?? {}).sort()).toEqual([...REPORT_KEYS].sort());
    expect(filed).toEqual({
      certificateNumber: '086525417',
      reason: 'Odd seal.',
      contact: '',
      reportedAt: at,
      status: 'open',
      investigationNote: null,
      investigatedBy: null,
      investigatedAt: null,
    });
  });

  it('is named in the history by its number, and closed under an id of its own', () => {
    expect(reportSubject({ certificateNumber: '086525417' })).toBe('Report on 086525417');
    expect(reportClosingEventId('check-1')).toBe('report-closed-check-1');
  });
});
