import { Alert } from '@/components/ui/alert';
import { batchProblems, type BatchRow } from '@/domain/batch-check';

/** The dry run's findings: the file's own problems, or every row's, by line and column. */
export function BatchProblems({
  fileErrors,
  rows,
}: {
  fileErrors: readonly string[];
  rows: readonly BatchRow[];
}) {
  if (fileErrors.length > 0) {
    return (
      <Alert tone="error" title="This file cannot be checked" role="alert">
        <ul className="list-disc pl-5">
          {fileErrors.map((error) => (
            <li key={error}>{error}</li>
          ))}
        </ul>
      </Alert>
    );
  }
  const problems = batchProblems(rows);
  if (problems.length === 0) {
    return (
      <Alert tone="success" title="Every row is ready">
        {rows.length.toLocaleString('en-GB')} candidate{rows.length === 1 ? '' : 's'} checked in
        your browser: nothing has been sent.
      </Alert>
    );
  }
  return (
    <Alert
      tone="error"
      role="alert"
      title={`${problems.length.toLocaleString('en-GB')} problem${problems.length === 1 ? '' : 's'} to fix before the check`}
    >
      <p>Nothing has been sent. Correct the file and choose it again.</p>
      <ul className="mt-2 max-h-72 list-disc overflow-y-auto pl-5">
        {problems.map((problem) => (
          <li key={`${problem.line}-${problem.column}-${problem.message}`}>
            Line {problem.line}, {problem.column}: {problem.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
