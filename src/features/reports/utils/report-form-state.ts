import {
  validateReportInput,
  type Report,
  type ReportErrors,
  type ReportField,
  type ReportInput,
} from '@/domain/reports';

import type { ReportOutcome } from '../api/file-report';

/** The report form: what the visitor typed, what to fix, and where the report stands. */
export type ReportFormState = {
  values: ReportInput;
  errors: ReportErrors;
  phase: 'editing' | 'sending' | ReportOutcome['status'];
  retryAt: Date | null;
};

export type ReportFormEvent =
  | { type: 'typed'; field: ReportField; value: string }
  | { type: 'submitted' }
  | { type: 'answered'; outcome: ReportOutcome }
  | { type: 'restarted' };

export function initialReportForm(certificateNumber = ''): ReportFormState {
  return {
    values: { certificateNumber, reason: '', contact: '' },
    errors: {},
    phase: 'editing',
    retryAt: null,
  };
}

/** The report to file once the form is submitted and valid, or null. */
export function reportToFile(state: ReportFormState): Report | null {
  if (state.phase !== 'sending') return null;
  const validation = validateReportInput(state.values);
  return validation.ok ? validation.report : null;
}

export function reportFormReducer(state: ReportFormState, event: ReportFormEvent): ReportFormState {
  switch (event.type) {
    case 'typed':
      if (state.phase === 'sending') return state;
      return { ...state, values: { ...state.values, [event.field]: event.value } };
    case 'submitted': {
      if (state.phase === 'sending' || state.phase === 'filed') return state;
      const validation = validateReportInput(state.values);
      if (!validation.ok) return { ...state, errors: validation.errors, phase: 'editing' };
      return { ...state, errors: {}, phase: 'sending', retryAt: null };
    }
    case 'answered':
      if (state.phase !== 'sending') return state;
      return {
        ...state,
        phase: event.outcome.status,
        retryAt: event.outcome.status === 'throttled' ? event.outcome.retryAt : null,
      };
    case 'restarted':
      return initialReportForm();
  }
}
