import { describe, expect, it } from 'vitest';

import { collectionOf, countRequest, rulesReadsUnder, type Pending } from './wire';

const root = 'projects/p/databases/(default)/documents';
const name = (path: string) => `${root}/${path}`;
const sent = (rpc: string, body: unknown = null): Pending => ({
  rpc,
  body,
  reply: Promise.resolve(null),
});

describe('countRequest', () => {
  it('bills a batchGet one read per document asked for, found or missing', () => {
    const counted = countRequest(sent('batchGet'), [
      { found: { name: name('certificateNumbers/086512345') } },
      { missing: name('studentNumbers/Q1234567') },
    ]);
    expect(counted.reads).toBe(2);
    expect(counted.documents).toEqual([
      name('certificateNumbers/086512345'),
      name('studentNumbers/Q1234567'),
    ]);
  });

  it('bills a query one read per document, and one when it returns none', () => {
    const two = [
      { document: { name: name('certificates/a') } },
      { document: { name: name('certificates/b') } },
    ];
    expect(countRequest(sent('runQuery'), two).reads).toBe(2);
    expect(countRequest(sent('runQuery'), [{ readTime: '2026-01-01T00:00:00Z' }]).reads).toBe(1);
  });

  it('bills a count one read per 1,000 entries, at least one', () => {
    const count = (value: string) => [
      { result: { aggregateFields: { aggregate_0: { integerValue: value } } } },
    ];
    expect(countRequest(sent('runAggregationQuery'), count('2500')).reads).toBe(3);
    expect(countRequest(sent('runAggregationQuery'), count('0')).reads).toBe(1);
  });

  it('counts a commit’s writes and deletes from what was sent', () => {
    const commit = sent('commit', {
      writes: [
        { update: { name: name('certificates/a') }, updateTransforms: [] },
        { update: { name: name('auditEvents/e') } },
        { delete: name('verificationIndex/k') },
      ],
    });
    expect(countRequest(commit, {})).toMatchObject({ reads: 0, writes: 2, deletes: 1 });
  });
});

describe('rules reads', () => {
  const commit = {
    rpc: 'commit',
    documents: [
      name('certificates/a'),
      name('certificateNumbers/086512345'),
      name('studentNumbers/Q1234567'),
      name('verificationIndex/k1'),
      name('verificationIndex/k2'),
      name('auditEvents/e'),
    ],
    reads: 0,
    writes: 6,
    deletes: 0,
  };

  it('reads the staff entry once per request and every document a staff commit writes', () => {
    expect(rulesReadsUnder.staff({ ...commit, rpc: 'runQuery', writes: 0 })).toBe(1);
    expect(rulesReadsUnder.staff(commit)).toBe(7);
    expect(rulesReadsUnder.staff({ ...commit, rpc: 'beginTransaction' })).toBe(0);
  });

  it('before the audit trail, reads in a commit only the certificate and its registry entries', () => {
    expect(rulesReadsUnder.beforeAuditTrail(commit)).toBe(3);
    expect(rulesReadsUnder.beforeAuditTrail({ ...commit, rpc: 'batchGet' })).toBe(0);
  });

  it('names the collection of a document', () => {
    expect(collectionOf(name('verificationIndex/k1'))).toBe('verificationIndex');
  });
});
