import { useEffect, useReducer, useRef, type FormEvent } from 'react';

import { firstInvalidReportField, type ReportField } from '@/domain/reports';

import type { FileReport } from '../api/file-report';
import { initialReportForm, reportFormReducer, reportToFile } from '../utils/report-form-state';

/**
 * The report form's state (a tested reducer: ../utils/report-form-state.ts) and its one effect:
 * filing the report once it is valid. The first field to fix takes focus; the outcome then does.
 */
export function useReportForm(initialNumber: string, file: FileReport) {
  const [state, dispatch] = useReducer(reportFormReducer, initialNumber, initialReportForm);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const report = reportToFile(state);

  useEffect(() => {
    if (!report) return;
    let current = true;
    void file(report).then((outcome) => {
      if (current) dispatch({ type: 'answered', outcome });
    });
    return () => {
      current = false;
    };
    // The report is filed once per submit: its phase, not its object, says when.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.phase]);

  useEffect(() => {
    if (state.phase !== 'editing' && state.phase !== 'sending') outcomeRef.current?.focus();
  }, [state.phase]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = reportFormReducer(state, { type: 'submitted' });
    dispatch({ type: 'submitted' });
    const first = firstInvalidReportField(next.errors);
    const control = first ? event.currentTarget.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  const type = (field: ReportField, value: string) => dispatch({ type: 'typed', field, value });
  return { state, outcomeRef, submit, type, restart: () => dispatch({ type: 'restarted' }) };
}
