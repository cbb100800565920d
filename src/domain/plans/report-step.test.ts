import { describe, expect, it } from 'vitest';

import { OKAFOR } from '@/testing/staff';

import { EVENT_KEYS } from '../document-keys';
import { appliedInMemory } from './apply-in-memory';
import { planFileReport, reportPathOf } from './public-check';
import { planReportStep, reportEventId, reportStepRefusal } from './report-step';

const at = new Date('2026-11-28T10:00:00Z');
const later = new Date('2026-11-29T10:00:00Z');
const filed = appliedInMemory(
  new Map(),
  planFileReport({
    checkId: 'check-1',
    report: { certificateNumber: '086525417', reason: 'Odd seal.', contact: '' },
  }),
  at,
);
const path = reportPathOf('check-1');

describe('an admin’s steps on a report', () => {
  it('marks it under investigation with the note, the investigator and the event', () => {
    const plan = planReportStep({
      reportId: 'check-1',
      stored: filed.get(path)!,
      step: { kind: 'investigate', note: 'Asked the centre.' },
      actor: OKAFOR,
      eventId: 'event-1',
    });
    const after = appliedInMemory(filed, plan, later);
    expect(after.get(path)).toMatchObject({
      status: 'investigating',
      investigationNote: 'Asked the centre.',
      investigatedBy: OKAFOR.email,
      investigatedByUid: OKAFOR.uid,
      investigatedAt: later,
      lastEventId: 'event-1',
    });
    const event = after.get(plan.eventPath)!;
    expect(Object.keys(event).sort()).toEqual([...EVENT_KEYS, 'reportId'].sort());
    expect(event).toMatchObject({
      action: 'report.investigated',
      entity: 'report',
      reportId: 'check-1',
      subject: 'Report on 086525417',
      changes: {
        status: { from: 'open', to: 'investigating' },
        investigationNote: { from: null, to: 'Asked the centre.' },
      },
      prevEventId: null,
      at: later,
    });
  });

  it('closes it: the report removed, its event under the derived id, following its last', () => {
    const investigated = appliedInMemory(
      filed,
      planReportStep({
        reportId: 'check-1',
        stored: filed.get(path)!,
        step: { kind: 'investigate', note: '' },
        actor: OKAFOR,
        eventId: 'event-1',
      }),
      later,
    );
    const step = { kind: 'close' } as const;
    const eventId = reportEventId(step, 'check-1', () => 'fresh');
    expect(eventId).toBe('report-closed-check-1');
    const plan = planReportStep({
      reportId: 'check-1',
      stored: investigated.get(path)!,
      step,
      actor: OKAFOR,
      eventId,
    });
    const after = appliedInMemory(investigated, plan, later);
    expect(after.has(path)).toBe(false);
    expect(after.get('auditEvents/report-closed-check-1')).toMatchObject({
      action: 'report.closed',
      changes: { status: { from: 'investigating', to: 'closed' } },
      prevEventId: 'event-1',
    });
  });

  it('says why a step is not open', () => {
    expect(reportStepRefusal(undefined, { kind: 'close' })).toBe(
      'This report has already been closed by someone else.',
    );
    expect(reportStepRefusal({ status: 'investigating' }, { kind: 'investigate', note: '' })).toBe(
      'This report is already under investigation.',
    );
    expect(reportStepRefusal({ status: 'open' }, { kind: 'investigate', note: '' })).toBeNull();
    expect(reportStepRefusal({ status: 'open' }, { kind: 'close' })).toBeNull();
  });
});
