import { describe, expect, it } from 'vitest';

import { DEFAULT_CENTRE_NUMBER, type CertificateDetails } from '../certificate';
import { documentsForCertificate } from '../verification-index';
import { planBackfill, planStartHistory, wronglyListedKeys, type BackfillInput } from './backfill';
import { SERVER_TIME } from './plan';

const actor = { uid: 'script:backfill', email: 'ops@larkfield.test' };
const details: CertificateDetails = {
  certificateNumber: '086519204',
  studentNumber: 'Q9119204',
  firstName: 'Grace',
  surname: 'Hopper',
  courseName: 'Larkfield Level 3 Award in Education and Training (RQF)',
  awardedDate: '14 March 2019',
  birthYear: '91',
  centreNumber: DEFAULT_CENTRE_NUMBER,
};
const imported = { ...details };
const created = new Date('2024-05-01T09:00:00Z');

async function input(stored: Record<string, unknown>, overrides: Partial<BackfillInput> = {}) {
  const documents = await documentsForCertificate('old-1', details);
  const absent = { registry: undefined, index: undefined, claimedBy: undefined };
  return {
    documents,
    input: {
      certificateId: 'old-1',
      stored,
      createTime: created,
      documents,
      numbers: [
        { kind: 'certificate', ...absent },
        { kind: 'student', ...absent },
      ],
      wronglyListed: [],
      actor,
      eventId: 'e1',
      ...overrides,
    } satisfies BackfillInput,
  };
}

describe('planBackfill', () => {
  it('gives an imported record what it lacks, its entries, its keys and its first event', async () => {
    const { documents, input: read } = await input(imported);
    const plan = planBackfill(read);
    expect(plan.writes.map((write) => `${write.op} ${write.path}`)).toEqual([
      'set auditEvents/e1',
      'update certificates/old-1',
      'set certificateNumbers/086519204',
      `set verificationIndex/${documents.certificateIndex.id}`,
      'set studentNumbers/Q9119204',
      `set verificationIndex/${documents.studentIndex.id}`,
    ]);
    expect(plan.writes[1]).toMatchObject({
      data: {
        fullName: 'Grace Hopper',
        createdAt: created,
        indexKeys: documents.certificate.data.indexKeys,
        lastEventId: 'e1',
      },
    });
    expect(plan.writes[0]).toMatchObject({
      data: { action: 'certificate.recorded', prevEventId: null, at: SERVER_TIME },
    });
    expect(plan).toMatchObject({
      fieldsAdded: true,
      historyStarted: true,
      keysListed: true,
      registryEntries: 2,
      indexEntries: 2,
      staleEntries: 0,
      duplicates: [],
    });
  });

  it('writes nothing for a record that has everything', async () => {
    const { documents } = await input({});
    const stored = { ...documents.certificate.data, createdAt: created, lastEventId: 'e0' };
    const { input: read } = await input(stored, {
      numbers: [
        {
          kind: 'certificate',
          registry: { certificateId: 'old-1' },
          index: documents.certificateIndex.data,
          claimedBy: undefined,
        },
        {
          kind: 'student',
          registry: { certificateId: 'old-1' },
          index: documents.studentIndex.data,
          claimedBy: undefined,
        },
      ],
    });
    expect(planBackfill(read)).toMatchObject({ writes: [], fieldsAdded: false, keysListed: false });
  });

  it('reports a number another certificate holds, and leaves the key list alone', async () => {
    const { input: read } = await input(imported, {
      numbers: [
        {
          kind: 'certificate',
          registry: { certificateId: 'a' },
          index: undefined,
          claimedBy: undefined,
        },
        { kind: 'student', registry: undefined, index: undefined, claimedBy: 'b' },
      ],
    });
    const plan = planBackfill(read);
    expect(plan.duplicates).toEqual([
      { certificateId: 'old-1', kind: 'certificate', number: '086519204', registeredTo: 'a' },
      { certificateId: 'old-1', kind: 'student', number: 'Q9119204', registeredTo: 'b' },
    ]);
    expect(plan.keysListed).toBe(false);
    expect(plan.writes.map((write) => write.path)).toEqual([
      'auditEvents/e1',
      'certificates/old-1',
    ]);
  });

  it('removes its own entries under keys it should not list, and no one else’s', async () => {
    const { documents } = await input({});
    const stored = { ...imported, indexKeys: ['wrong-1', 'wrong-2', documents.studentIndex.id] };
    expect(wronglyListedKeys(stored, documents)).toEqual(['wrong-1', 'wrong-2']);
    const { input: read } = await input(stored, {
      wronglyListed: [
        { key: 'wrong-1', entry: { certificateId: 'old-1' } },
        { key: 'wrong-2', entry: { certificateId: 'someone-else' } },
      ],
    });
    const plan = planBackfill(read);
    expect(plan.writes).toContainEqual({ op: 'delete', path: 'verificationIndex/wrong-1' });
    expect(plan.writes.map((write) => write.path)).not.toContain('verificationIndex/wrong-2');
    expect(plan.staleEntries).toBe(1);
  });
});

describe('planStartHistory', () => {
  it('starts the history of a record without one, and not of one with a history', () => {
    const plan = planStartHistory('old-2', imported, actor, 'e2');
    expect(plan?.writes).toEqual([
      { op: 'update', path: 'certificates/old-2', data: { lastEventId: 'e2' } },
      expect.objectContaining({ op: 'set', path: 'auditEvents/e2' }),
    ]);
    expect(planStartHistory('old-2', { ...imported, lastEventId: 'e0' }, actor, 'e2')).toBeNull();
  });
});
