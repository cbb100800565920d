import { describe, expect, it } from 'vitest';

import { IMPORT_FILE_NAME_LIMIT } from '../limits';
import { planImportProgress, planStartImport } from './import-record';
import { SERVER_TIME } from './plan';

const actor = { uid: 'uid-lee', email: 'lee@centre.test' };

describe('planStartImport', () => {
  it('starts the record with nothing done, under the centre, naming who started it and when', () => {
    const plan = planStartImport({
      importId: 'f00d',
      fileName: 'cohort.csv',
      rowCount: 12,
      centreNumber: '87602',
      actor,
    });
    expect(plan.writes).toEqual([
      {
        op: 'set',
        path: 'imports/f00d',
        data: {
          fileName: 'cohort.csv',
          rowCount: 12,
          centreNumber: '87602',
          done: [],
          failed: [],
          status: 'running',
          startedBy: 'lee@centre.test',
          startedByUid: 'uid-lee',
          startedAt: SERVER_TIME,
          updatedBy: 'lee@centre.test',
          updatedByUid: 'uid-lee',
          updatedAt: SERVER_TIME,
        },
      },
    ]);
  });

  it('keeps a file name the rules accept: cut to the limit, and never empty', () => {
    const named = (fileName: string) =>
      planStartImport({ importId: 'f', fileName, rowCount: 1, centreNumber: null, actor })
        .writes[0];
    expect(named('x'.repeat(IMPORT_FILE_NAME_LIMIT + 5))).toMatchObject({
      data: { fileName: 'x'.repeat(IMPORT_FILE_NAME_LIMIT) },
    });
    expect(named('')).toMatchObject({ data: { fileName: 'import.csv', centreNumber: null } });
  });
});

describe('planImportProgress', () => {
  it('updates the lines done and failed, in order, and where the run stands', () => {
    const plan = planImportProgress({
      importId: 'f00d',
      done: new Set([7, 2, 5]),
      failed: new Set([4]),
      status: 'complete',
      actor,
    });
    expect(plan.writes).toEqual([
      {
        op: 'update',
        path: 'imports/f00d',
        data: {
          done: [2, 5, 7],
          failed: [4],
          status: 'complete',
          updatedBy: 'lee@centre.test',
          updatedByUid: 'uid-lee',
          updatedAt: SERVER_TIME,
        },
      },
    ]);
  });
});
