import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { certificateFields } from '../../src/domain/audit';
import { SNAPSHOT_CENTRE_LIMIT } from '../../src/domain/centre-figures';
import { RISK_SNAPSHOT_CENTRE_LIMIT } from '../../src/domain/centre-risk';
import { statusReasonCodes } from '../../src/domain/certificate-status';
import {
  BATCH_CHECK_KEYS,
  BATCH_QUOTA_KEYS,
  BOOKKEEPING_KEYS,
  CHECK_RESULT_KEYS,
  CENTRE_KEYS,
  CERTIFICATE_KEYS,
  CERTIFICATE_PDF_KEYS,
  EVENT_KEYS,
  FAILED_VERIFICATION_KEYS,
  IMPORT_KEYS,
  INDEX_ENTRY_KEYS,
  INVITATION_KEYS,
  LEARNER_KEYS,
  LEARNER_REQUEST_KEYS,
  PDF_FINGERPRINT_KEYS,
  PDF_STEP_KEYS,
  QUOTA_KEYS,
  SHARE_KEYS,
  SHARE_VIEW_CHECK_KEYS,
  RECEIPT_KEYS,
  REPORT_KEYS,
  RISK_SNAPSHOT_KEYS,
  SNAPSHOT_KEYS,
  STAFF_ENTRY_KEYS,
  VERIFIER_INVITATION_KEYS,
  VERIFIER_KEYS,
  VERIFIER_REQUEST_KEYS,
} from '../../src/domain/document-keys';
import {
  CERTIFICATE_NUMBER_PATTERN,
  STUDENT_NUMBER_PATTERN,
} from '../../src/domain/certificate-numbers';
import {
  BATCH_KEY_LIMIT,
  BATCH_QUOTA_RETENTION_DAYS,
  BATCH_READ_MINUTES,
  BATCH_RETENTION_DAYS,
  BATCH_ROW_LIMIT,
  BATCH_WINDOW_MINUTES,
  CENTRE_NUMBER_LIMIT,
  DAILY_ALLOWANCE_MAX,
  DAILY_ALLOWANCE_MIN,
  EMAIL_LIMIT,
  ORGANISATION_LIMIT,
  REQUEST_MESSAGE_LIMIT,
  CHECK_READ_MINUTES,
  CHECK_RETENTION_DAYS,
  CHECK_WINDOW_MINUTES,
  CHECKS_PER_HOUR,
  COURSE_NAME_LIMIT,
  IMPORT_FILE_NAME_LIMIT,
  IMPORT_ROW_LIMIT,
  INVITATION_DAYS,
  LEARNER_EMAIL_LIMIT,
  LEARNER_REQUEST_TEXT_LIMIT,
  NAME_LIMIT,
  PDF_BYTES_LIMIT,
  QUOTA_RETENTION_DAYS,
  REPORT_CONTACT_LIMIT,
  REPORT_REASON_LIMIT,
  REVIEW_NOTE_LIMIT,
  SHARE_MAX_DAYS,
  STATUS_NOTE_LIMIT,
  USER_AGENT_LIMIT,
} from '../../src/domain/limits';
import { LEARNER_EMAIL_PATTERN } from '../../src/domain/learner-email';
import { learnerRequestKinds } from '../../src/domain/learner-requests';
import { detailKeys } from '../../src/domain/plans/edit';
import { parseRules } from '../mutation/rules-parser';
import { walk, type Expression, type RulesFunction } from '../mutation/rules-syntax';
import { repoRoot } from './project';

/**
 * firestore.rules cannot import the domain's key lists and limits, so it states them again; this
 * reads them out of the rules and holds the two to each other.
 */

const source = readFileSync(path.join(repoRoot, 'firestore.rules'), 'utf8');
const rules = parseRules(source);
const textOf = (node: Expression) => source.slice(node.start, node.end);

function rulesFunction(name: string): RulesFunction {
  const found = rules.functions.find((fn) => fn.name === name);
  if (!found) throw new Error(`firestore.rules has no function ${name}()`);
  return found;
}

/** The strings of a list literal, in order. */
function stringsOf(list: Expression): string[] {
  if (list.kind !== 'list') throw new Error(`Not a list: ${textOf(list)}`);
  return list.items.map((item) => {
    const text = textOf(item);
    if (item.kind !== 'literal' || !/^'[^']*'$/.test(text)) throw new Error(`Not text: ${text}`);
    return text.slice(1, -1);
  });
}

/** Every node of a function, its `let` bindings included. */
function nodesOf(fn: RulesFunction): Expression[] {
  return [...fn.lets.map((binding) => binding.value), fn.returns].flatMap((root) => [
    ...walk(root),
  ]);
}

/** Every isText(value, min, max) call in the rules: where, of what, and its longest. */
function textLimits(): { where: string; value: string; max: number }[] {
  return rules.functions.flatMap((fn) =>
    nodesOf(fn).flatMap((node) => {
      if (node.kind !== 'call' || node.callee.kind !== 'identifier') return [];
      if (node.callee.name !== 'isText' || fn.name === 'isText') return [];
      const [value, , max] = node.args;
      if (!value || !max) throw new Error(`isText without its bounds: ${textOf(node)}`);
      return [{ where: fn.name, value: textOf(value), max: Number(textOf(max)) }];
    }),
  );
}

describe('firestore.rules and the domain', () => {
  it.each([
    ['certificateKeys', CERTIFICATE_KEYS],
    ['bookkeepingKeys', BOOKKEEPING_KEYS],
    ['detailKeys', detailKeys],
    ['indexEntryKeys', INDEX_ENTRY_KEYS],
    ['eventKeys', EVENT_KEYS],
    ['certificateFields', certificateFields],
    ['failedVerificationKeys', FAILED_VERIFICATION_KEYS],
    ['quotaKeys', QUOTA_KEYS],
    ['importKeys', IMPORT_KEYS],
    ['centreKeys', CENTRE_KEYS],
    ['staffEntryKeys', STAFF_ENTRY_KEYS],
    ['invitationKeys', INVITATION_KEYS],
    ['snapshotKeys', SNAPSHOT_KEYS],
    ['learnerKeys', LEARNER_KEYS],
    ['shareKeys', SHARE_KEYS],
    ['learnerRequestKeys', LEARNER_REQUEST_KEYS],
    ['verifierInvitationKeys', VERIFIER_INVITATION_KEYS],
    ['verifierKeys', VERIFIER_KEYS],
    ['batchQuotaKeys', BATCH_QUOTA_KEYS],
    ['batchKeys', BATCH_CHECK_KEYS],
    ['receiptKeys', RECEIPT_KEYS],
    ['checkResultKeys', CHECK_RESULT_KEYS],
    ['verifierRequestKeys', VERIFIER_REQUEST_KEYS],
    ['reportKeys', REPORT_KEYS],
    ['riskSnapshotKeys', RISK_SNAPSHOT_KEYS],
    ['certificatePdfKeys', CERTIFICATE_PDF_KEYS],
    ['pdfFingerprintKeys', PDF_FINGERPRINT_KEYS],
  ])('list the same keys in %s()', (name, keys) => {
    expect(stringsOf(rulesFunction(name).returns)).toEqual(keys);
  });

  it('accept the same kinds of a learner’s request', () => {
    const list = nodesOf(rulesFunction('isOpenedRequest')).find(
      (node) =>
        node.kind === 'binary' && node.operator === 'in' && textOf(node.left) === 'data.kind',
    );
    if (list?.kind !== 'binary') throw new Error('isOpenedRequest() does not check data.kind');
    expect(stringsOf(list.right)).toEqual(learnerRequestKinds);
  });

  it('take a view’s check with exactly the keys the plan writes', () => {
    const shape = nodesOf(rulesFunction('isShareViewCheck')).find(
      (node) =>
        node.kind === 'call' &&
        node.callee.kind === 'identifier' &&
        node.callee.name === 'hasExactly',
    );
    if (shape?.kind !== 'call') throw new Error('isShareViewCheck() does not use hasExactly()');
    expect(stringsOf(shape.args[1]!)).toEqual(SHARE_VIEW_CHECK_KEYS);
  });

  it('accept the same status reasons', () => {
    const list = nodesOf(rulesFunction('isStatusReason')).find(
      (node) =>
        node.kind === 'binary' && node.operator === 'in' && textOf(node.left) === 'value.code',
    );
    if (list?.kind !== 'binary') throw new Error('isStatusReason() does not check value.code');
    expect(stringsOf(list.right)).toEqual(statusReasonCodes);
  });

  it('hold every text to the same length, and no text to a length the domain does not state', () => {
    expect(textLimits()).toEqual([
      { where: 'isStatusReason', value: 'value.note', max: STATUS_NOTE_LIMIT },
      // A document id: Firestore's own limit is far longer, and nothing here makes one over 20.
      { where: 'isRegistryEntryFor', value: 'data.certificateId', max: 128 },
      { where: 'isAttemptedName', value: 'value', max: NAME_LIMIT },
      { where: 'isFailedAttempt', value: 'data.userAgent', max: USER_AGENT_LIMIT },
      { where: 'isFlagSuspicious', value: 'after.reviewNote', max: REVIEW_NOTE_LIMIT },
      {
        where: 'isMarkUnderInvestigation',
        value: 'after.investigationNote',
        max: REVIEW_NOTE_LIMIT,
      },
      { where: 'isReportContact', value: 'value', max: REPORT_CONTACT_LIMIT },
      { where: 'isFiledReport', value: 'data.reason', max: REPORT_REASON_LIMIT },
      {
        where: 'isReportInvestigation',
        value: 'after.investigationNote',
        max: REVIEW_NOTE_LIMIT,
      },
      { where: 'isImportRecord', value: 'data.fileName', max: IMPORT_FILE_NAME_LIMIT },
      { where: 'isOpenedRequest', value: 'data.text', max: LEARNER_REQUEST_TEXT_LIMIT },
      { where: 'isOrganisation', value: 'value', max: ORGANISATION_LIMIT },
      { where: 'isVerifierRequest', value: 'data.email', max: EMAIL_LIMIT },
      { where: 'isVerifierRequest', value: 'data.message', max: REQUEST_MESSAGE_LIMIT },
      { where: 'isName', value: 'value', max: NAME_LIMIT },
      { where: 'isCourseName', value: 'value', max: COURSE_NAME_LIMIT },
      { where: 'isLearnerEmail', value: 'value', max: LEARNER_EMAIL_LIMIT },
    ]);
  });

  it.each([
    ['checksPerHour', CHECKS_PER_HOUR],
    ['checkWindowMinutes', CHECK_WINDOW_MINUTES],
    ['checkReadMinutes', CHECK_READ_MINUTES],
    ['checkRetentionDays', CHECK_RETENTION_DAYS],
    ['quotaRetentionDays', QUOTA_RETENTION_DAYS],
    ['invitationDays', INVITATION_DAYS],
    ['snapshotCentreLimit', SNAPSHOT_CENTRE_LIMIT],
    ['shareMaxDays', SHARE_MAX_DAYS],
    ['batchKeyLimit', BATCH_KEY_LIMIT],
    ['batchRowLimit', BATCH_ROW_LIMIT],
    ['batchReadMinutes', BATCH_READ_MINUTES],
    ['batchWindowMinutes', BATCH_WINDOW_MINUTES],
    ['batchRetentionDays', BATCH_RETENTION_DAYS],
    ['batchQuotaRetentionDays', BATCH_QUOTA_RETENTION_DAYS],
    ['riskSnapshotCentreLimit', RISK_SNAPSHOT_CENTRE_LIMIT],
    ['pdfBytesLimit', PDF_BYTES_LIMIT],
  ])('state the same figure in %s()', (name, figure) => {
    expect(textOf(rulesFunction(name).returns)).toBe(String(figure));
  });

  it('use those functions, and no figure of their own, where the public check and invitations count time', () => {
    const timed = rules.functions.flatMap((fn) =>
      nodesOf(fn).flatMap((node) => {
        if (node.kind !== 'call' || node.callee.kind !== 'identifier') return [];
        if (!['isWithinMinutes', 'isExpiryInDays'].includes(node.callee.name)) return [];
        return [textOf(node.args[1]!)];
      }),
    );
    expect(new Set(timed)).toEqual(
      new Set([
        'checkReadMinutes()',
        'checkRetentionDays()',
        'quotaRetentionDays()',
        'checkWindowMinutes()',
        'batchReadMinutes()',
        'batchWindowMinutes()',
        'batchRetentionDays()',
        'batchQuotaRetentionDays()',
      ]),
    );
  });

  it('allow the same daily allowances of a verifier', () => {
    expect(textOf(rulesFunction('isDailyAllowance').returns)).toBe(
      `value is int && value >= ${DAILY_ALLOWANCE_MIN} && value <= ${DAILY_ALLOWANCE_MAX}`,
    );
  });

  it('let the PDF step change only the fields the domain names', () => {
    expect(textOf(rulesFunction('isPdfIssue').returns)).toContain(
      `.hasOnly([${PDF_STEP_KEYS.map((key) => `'${key}'`).join(', ')}].concat(bookkeepingKeys()))`,
    );
  });

  it('take the same certificate and student number formats', () => {
    expect(textOf(rulesFunction('isCertificateNumber').returns)).toContain(
      `'${CERTIFICATE_NUMBER_PATTERN.source.slice(1, -1).replace('\\d', '[0-9]')}'`,
    );
    expect(textOf(rulesFunction('isStudentNumber').returns)).toContain(
      `'${STUDENT_NUMBER_PATTERN.source.slice(1, -1).replace('\\d', '[0-9]')}'`,
    );
  });

  it('take the same shape of a learner’s address', () => {
    // The rules write a literal dot as [.], which needs no escaping in their string.
    const pattern = LEARNER_EMAIL_PATTERN.source.slice(1, -1).replace('\\.', '[.]');
    expect(textOf(rulesFunction('isLearnerEmail').returns)).toContain(`'${pattern}'`);
  });

  it('allow the same number of import rows and the same centre number length', () => {
    const importRecord = textOf(rulesFunction('isImportRecord').returns);
    expect(importRecord).toContain(`data.rowCount <= ${IMPORT_ROW_LIMIT}`);
    const centreNumber = textOf(rulesFunction('isCentreNumber').returns);
    expect(centreNumber).toContain(`[A-Za-z0-9]{1,${CENTRE_NUMBER_LIMIT}}`);
  });
});
