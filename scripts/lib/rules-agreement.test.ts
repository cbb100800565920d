import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { certificateFields } from '../../src/domain/audit';
import { SNAPSHOT_CENTRE_LIMIT } from '../../src/domain/centre-figures';
import { statusReasonCodes } from '../../src/domain/certificate-status';
import {
  BOOKKEEPING_KEYS,
  CENTRE_KEYS,
  CERTIFICATE_KEYS,
  CERTIFICATE_PDF_KEYS,
  EVENT_KEYS,
  FAILED_VERIFICATION_KEYS,
  IMPORT_KEYS,
  INDEX_ENTRY_KEYS,
  INVITATION_KEYS,
  PDF_FINGERPRINT_KEYS,
  PDF_STEP_KEYS,
  QUOTA_KEYS,
  SNAPSHOT_KEYS,
  STAFF_ENTRY_KEYS,
} from '../../src/domain/document-keys';
import {
  CERTIFICATE_NUMBER_PATTERN,
  STUDENT_NUMBER_PATTERN,
} from '../../src/domain/certificate-numbers';
import {
  CENTRE_NUMBER_LIMIT,
  CHECK_READ_MINUTES,
  CHECK_RETENTION_DAYS,
  CHECK_WINDOW_MINUTES,
  CHECKS_PER_HOUR,
  COURSE_NAME_LIMIT,
  IMPORT_FILE_NAME_LIMIT,
  IMPORT_ROW_LIMIT,
  INVITATION_DAYS,
  NAME_LIMIT,
  PDF_BYTES_LIMIT,
  QUOTA_RETENTION_DAYS,
  REVIEW_NOTE_LIMIT,
  STATUS_NOTE_LIMIT,
  USER_AGENT_LIMIT,
} from '../../src/domain/limits';
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
    ['certificatePdfKeys', CERTIFICATE_PDF_KEYS],
    ['pdfFingerprintKeys', PDF_FINGERPRINT_KEYS],
  ])('list the same keys in %s()', (name, keys) => {
    expect(stringsOf(rulesFunction(name).returns)).toEqual(keys);
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
      { where: 'isImportRecord', value: 'data.fileName', max: IMPORT_FILE_NAME_LIMIT },
      { where: 'isName', value: 'value', max: NAME_LIMIT },
      { where: 'isCourseName', value: 'value', max: COURSE_NAME_LIMIT },
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
      ]),
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

  it('allow the same number of import rows and the same centre number length', () => {
    const importRecord = textOf(rulesFunction('isImportRecord').returns);
    expect(importRecord).toContain(`data.rowCount <= ${IMPORT_ROW_LIMIT}`);
    const centreNumber = textOf(rulesFunction('isCentreNumber').returns);
    expect(centreNumber).toContain(`[A-Za-z0-9]{1,${CENTRE_NUMBER_LIMIT}}`);
  });
});
