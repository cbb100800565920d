import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { Form } from '@/components/ui/form';
import type { ReportField } from '@/domain/reports';
import { REPORT_REASON_LIMIT } from '@/domain/limits';
import { useFirstFocusWithin } from '@/lib/use-first-focus-within';

import type { FileReport } from '../api/file-report';
import { useReportForm } from '../hooks/use-report-form';
import { ReportOutcome } from './report-outcome';

type ReportFormProps = {
  /** The number the visitor checked, when the form opens after a check. */
  initialNumber?: string;
  /** Files the report: the public one, loaded on demand; tests pass their own. */
  file: FileReport;
  /** Gets the report's module ready once the visitor moves into the form. */
  prepare?: () => void;
};

/**
 * Report a suspicious certificate (docs/product.md, The public check): the number, what makes
 * the visitor doubt it, and an address if they would like an answer. Counted like a check.
 */
export function ReportForm({ initialNumber = '', file, prepare }: ReportFormProps) {
  const { state, outcomeRef, submit, type } = useReportForm(initialNumber, file);
  const containerRef = useFirstFocusWithin<HTMLDivElement>(prepare);
  const sending = state.phase === 'sending';
  const fieldProps = (field: ReportField) => ({
    name: field,
    value: state.values[field],
    error: state.errors[field],
    onChange: (event: { target: { value: string } }) => type(field, event.target.value),
  });

  return (
    <div ref={containerRef} className="space-y-6">
      {state.phase === 'filed' ? null : (
        <Form
          noValidate
          onSubmit={submit}
          aria-label="Report a suspicious certificate"
          className="space-y-5"
        >
          <TextField
            label="Certificate Number"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...fieldProps('certificateNumber')}
          />
          <TextareaField
            label="What makes you doubt it?"
            hint={`For example, what looks wrong on it, or what you were told. Up to ${REPORT_REASON_LIMIT.toLocaleString('en-GB')} characters.`}
            required
            rows={5}
            maxLength={REPORT_REASON_LIMIT}
            {...fieldProps('reason')}
          />
          <TextField
            label="Your e-mail address (optional)"
            hint="Only if you would like us to be able to reach you about it."
            type="email"
            autoComplete="email"
            {...fieldProps('contact')}
          />
          <Button type="submit" disabled={sending}>
            {sending ? 'Sending...' : 'Send Report'}
          </Button>
        </Form>
      )}
      <div aria-live="polite">
        <ReportOutcome state={state} outcomeRef={outcomeRef} />
      </div>
    </div>
  );
}
