import type { ReactNode } from 'react';

import { Alert } from './alert';
import { Button } from './button';

type LoadFailureProps = {
  /** What could not be loaded, e.g. 'The certificates could not be loaded.' */
  title: string;
  /** Why, or what to do about it. */
  children?: ReactNode;
  onRetry: () => void;
  /** An info note beside content still shown (the dashboard's zeros), or an error alert. */
  tone?: 'error' | 'info';
};

/**
 * The one way a staff screen says its data did not load: an alert with a Retry button. Loading
 * is said with PageLoading; what went wrong is already logged by the staff query client.
 */
export function LoadFailure({ title, children, onRetry, tone = 'error' }: LoadFailureProps) {
  return (
    <Alert tone={tone} role="alert" title={title}>
      {children}
      <Button variant="outline" size="sm" className="mt-3" onClick={onRetry}>
        Retry
      </Button>
    </Alert>
  );
}
