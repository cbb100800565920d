import { describe, expect, it } from 'vitest';

import { grace } from '@/testing/learners';

import type { CertificateDetails } from '../certificate';
import { documentsForCertificate } from './add-certificate';
import { planBackfill, planStartHistory, wronglyListedKeys, type BackfillInput } from './backfill';
import {
  planEventCentres,
  planImportCentre,
  planRequestCentre,
  planStaffEventCentre,
  planStaffRole,
} from './backfill-centres';
import { SERVER_TIME } from './plan';

const actor = { uid: 'script:backfill', email: 'ops@larkfield.test' };
/** Grace's record from the old system, with its awarded date in words. */
const details: CertificateDetails = { ...grace, awardedDate: '14 March 2019' };
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
      `set certificateNumbers/${grace.certificateNumber}`,
      `set ${documents.certificateIndex.path}`,
      `set studentNumbers/${grace.studentNumber}`,
      `set ${documents.studentIndex.path}`,
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
      {
        certificateId: 'old-1',
        kind: 'certificate',
        number: grace.certificateNumber,
        registeredTo: 'a',
      },
      { certificateId: 'old-1', kind: 'student', number: grace.studentNumber, registeredTo: 'b' },
    ]);
    expect(plan.keysListed).toBe(false);
    expect(plan.writes.map((write) => write.path)).toEqual([
      'auditEvents/e1',
      'certificates/old-1',
    ]);
  });

  it('removes its own entries under keys it should not list, and no one else’s', async () => {
    const { documents } = await input({});
    const studentKey = documents.certificate.data.indexKeys[1];
    const stored = { ...imported, indexKeys: ['wrong-1', 'wrong-2', studentKey] };
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

describe('the centres of a register from before centres', () => {
  it('gives a directory entry without a role the admin role, and leaves one with a role', () => {
    expect(planStaffRole({ id: 'u1', data: { email: 'a@larkfield.test' } })).toEqual([
      { op: 'update', path: 'staff/u1', data: { role: 'admin' } },
    ]);
    expect(planStaffRole({ id: 'u2', data: { role: 'centre', centreNumber: '87602' } })).toEqual(
      [],
    );
  });

  it('gives an import record without a centre a null one (an admin’s), and leaves one with a centre', () => {
    expect(planImportCentre({ id: 'h1', data: { fileName: 'a.csv' } })).toEqual([
      { op: 'update', path: 'imports/h1', data: { centreNumber: null } },
    ]);
    expect(planImportCentre({ id: 'h2', data: { centreNumber: null } })).toEqual([]);
    expect(planImportCentre({ id: 'h3', data: { centreNumber: '87602' } })).toEqual([]);
  });

  it('gives a centre account’s access event its centre, given or taken away; an admin’s none', () => {
    const access = (id: string, changes: object, more = {}) => ({
      id,
      data: { entity: 'staff', action: 'staff.added', changes, ...more },
    });
    const given = { staffAccess: { from: false, to: true } };
    expect(
      planStaffEventCentre(access('a1', { ...given, centreNumber: { from: null, to: '87602' } })),
    ).toEqual([{ op: 'update', path: 'auditEvents/a1', data: { centreNumber: '87602' } }]);
    expect(
      planStaffEventCentre(access('a2', { centreNumber: { from: '87602', to: null } })),
    ).toEqual([{ op: 'update', path: 'auditEvents/a2', data: { centreNumber: '87602' } }]);
    expect(planStaffEventCentre(access('a3', given))).toEqual([]);
    const named = access(
      'a4',
      { centreNumber: { from: null, to: '87602' } },
      { centreNumber: '87602' },
    );
    expect(planStaffEventCentre(named)).toEqual([]);
    expect(
      planStaffEventCentre({ id: 'c1', data: { entity: 'certificate', changes: {} } }),
    ).toEqual([]);
  });

  it('gives a waiting request its certificate’s centre, if it names none', () => {
    expect(planRequestCentre({ id: 'c1', data: { status: 'withdrawn' } }, '87583')).toEqual([
      { op: 'update', path: 'statusRequests/c1', data: { centreNumber: '87583' } },
    ]);
    expect(planRequestCentre({ id: 'c1', data: { centreNumber: '87602' } }, '87583')).toEqual([]);
    expect(planRequestCentre(undefined, '87583')).toEqual([]);
  });

  it('gives each event the centre its certificate was under after it, moves included', () => {
    const event = (id: string, prevEventId: string | null, changes: object, more = {}) => ({
      id,
      data: { prevEventId, changes, ...more },
    });
    const events = [
      // Read in any order: the chain, not the order read, decides.
      event('e3', 'e2', { surname: { from: 'Hoper', to: 'Hopper' } }),
      event('e1', null, {
        centreNumber: { from: null, to: 87583 },
        surname: { from: null, to: 'Hoper' },
      }),
      event('e2', 'e1', { centreNumber: { from: '87583', to: '87602' } }),
      event('e4', 'e3', { status: { from: 'valid', to: 'suspended' } }, { centreNumber: '87602' }),
      event('stray', 'gone', {}),
    ];
    expect(planEventCentres(events, '88145')).toEqual([
      { op: 'update', path: 'auditEvents/e3', data: { centreNumber: '87602' } },
      { op: 'update', path: 'auditEvents/e1', data: { centreNumber: '87583' } },
      { op: 'update', path: 'auditEvents/e2', data: { centreNumber: '87602' } },
      { op: 'update', path: 'auditEvents/stray', data: { centreNumber: '88145' } },
    ]);
  });

  it('gives the certificate’s centre to events that record none, and nothing to a history that names its centres', () => {
    const recorded = { id: 'r1', data: { prevEventId: null, changes: {} } };
    expect(planEventCentres([recorded], '87583')).toEqual([
      { op: 'update', path: 'auditEvents/r1', data: { centreNumber: '87583' } },
    ]);
    const named = { id: 'r1', data: { ...recorded.data, centreNumber: '87583' } };
    expect(planEventCentres([named], '87583')).toEqual([]);
  });
});
