import { describe, expect, it } from 'vitest';

import { initialReportForm, reportFormReducer, reportToFile } from './report-form-state';

const typed = (state = initialReportForm()) =>
  [
    { field: 'certificateNumber', value: ' 086525123 ' },
    { field: 'reason', value: '  The seal looks printed. ' },
    { field: 'contact', value: 'hr@employer.example' },
  ].reduce(
    (current, { field, value }) =>
      reportFormReducer(current, { type: 'typed', field: field as never, value }),
    state,
  );

describe('the report form', () => {
  it('starts with the number it was opened for', () => {
    expect(initialReportForm('086525123').values.certificateNumber).toBe('086525123');
  });

  it('says what to fix and sends nothing when the form is incomplete', () => {
    const state = reportFormReducer(initialReportForm(), { type: 'submitted' });
    expect(state.phase).toBe('editing');
    expect(state.errors).toEqual({
      certificateNumber: 'Enter the certificate number',
      reason: 'Say what makes you doubt the certificate',
    });
    expect(reportToFile(state)).toBeNull();
  });

  it('sends the report trimmed, once, and ignores typing while it is sent', () => {
    const sending = reportFormReducer(typed(), { type: 'submitted' });
    expect(sending.phase).toBe('sending');
    expect(reportToFile(sending)).toEqual({
      certificateNumber: '086525123',
      reason: 'The seal looks printed.',
      contact: 'hr@employer.example',
    });
    expect(reportFormReducer(sending, { type: 'submitted' })).toBe(sending);
    expect(reportFormReducer(sending, { type: 'typed', field: 'reason', value: 'x' })).toBe(
      sending,
    );
  });

  it('is filed, throttled with the time to try again, or unavailable', () => {
    const sending = reportFormReducer(typed(), { type: 'submitted' });
    expect(
      reportFormReducer(sending, { type: 'answered', outcome: { status: 'filed' } }).phase,
    ).toBe('filed');
    const retryAt = new Date('2026-11-28T03:00:00Z');
    expect(
      reportFormReducer(sending, { type: 'answered', outcome: { status: 'throttled', retryAt } }),
    ).toMatchObject({ phase: 'throttled', retryAt });
    const unavailable = reportFormReducer(sending, {
      type: 'answered',
      outcome: { status: 'unavailable' },
    });
    expect(unavailable.phase).toBe('unavailable');
    // The visitor may try again with what they typed.
    expect(reportFormReducer(unavailable, { type: 'submitted' }).phase).toBe('sending');
  });

  it('ignores an answer it did not ask for, and a second submit once filed', () => {
    const idle = initialReportForm();
    expect(reportFormReducer(idle, { type: 'answered', outcome: { status: 'filed' } })).toBe(idle);
    const filed = reportFormReducer(reportFormReducer(typed(), { type: 'submitted' }), {
      type: 'answered',
      outcome: { status: 'filed' },
    });
    expect(reportFormReducer(filed, { type: 'submitted' })).toBe(filed);
    expect(reportFormReducer(filed, { type: 'restarted' })).toEqual(initialReportForm());
  });
});
