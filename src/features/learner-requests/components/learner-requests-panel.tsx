import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { formatLongDate } from '@/domain/dates';
import { learnerRequestKindLabels } from '@/domain/learner-requests';
import { queryScopeFor } from '@/domain/query-scope';
import type { StaffRole } from '@/domain/staff';
import { failureMessage } from '@/lib/failure-message';

import { firestoreLearnerRequestsApi, type LearnerRequestsApi } from '../api/learner-requests-api';
import { useLearnerRequests } from '../hooks/use-learner-requests';

type LearnerRequestsPanelProps = { role: StaffRole; api?: LearnerRequestsApi };

/**
 * Learners' open requests about their certificates (docs/decisions/031-learners.md), for the
 * staff of their centres and the admins: each is answered through the record itself (its edit,
 * or a two-person replacement), then marked answered, or closed.
 */
export function LearnerRequestsPanel({
  role,
  api = firestoreLearnerRequestsApi,
}: LearnerRequestsPanelProps) {
  const { list, step } = useLearnerRequests(api, queryScopeFor(role));
  const busy = step.isPending ? step.variables.requestId : null;
  return (
    <section aria-labelledby="learner-requests" className="mt-10">
      <h2 id="learner-requests" className="text-xl font-bold text-brand-900">
        Learners&apos; requests
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Make the change on the record (Edit, or Replace with a colleague&apos;s approval), then mark
        the request answered. The learner sees where it stands.
      </p>
      {step.isError ? (
        <Alert tone="error" role="alert" className="mt-3">
          {failureMessage(step.error)}
        </Alert>
      ) : null}
      {list.isPending ? <p className="mt-4 text-slate-700">Reading the requests...</p> : null}
      {list.isError ? (
        <Alert tone="error" role="alert" className="mt-3">
          The requests could not be read. {failureMessage(list.error)}
        </Alert>
      ) : null}
      {list.data?.length === 0 ? <p className="mt-4 text-slate-700">No open requests.</p> : null}
      <ul className="mt-4 space-y-3">
        {list.data?.map((request) => (
          <li key={request.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold">
              {learnerRequestKindLabels[request.kind]} · {request.fullName || 'Unknown learner'}
            </p>
            <p className="text-sm text-slate-700">
              Certificate{' '}
              <Link to={paths.dashboard.studentList.getHref({ q: request.certificateNumber })}>
                {request.certificateNumber || request.certificateId}
              </Link>{' '}
              · centre {request.centreNumber} · from {request.email} on {formatLongDate(request.at)}
            </p>
            <p className="mt-2 text-sm whitespace-pre-line">{request.text}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                aria-disabled={busy === request.id || undefined}
                onClick={() => busy || step.mutate({ requestId: request.id, step: 'answer' })}
              >
                Mark Answered
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-disabled={busy === request.id || undefined}
                onClick={() => busy || step.mutate({ requestId: request.id, step: 'close' })}
              >
                Close Request
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
