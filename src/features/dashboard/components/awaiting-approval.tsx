import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { describeStatusReason, pendingLabels } from '@/domain/certificate-status';
import { formatLongDate } from '@/domain/dates';

import type { AwaitingApproval as Awaiting } from '../types';

/**
 * Withdrawals and replacements waiting for a second staff member: how many, and the oldest first.
 * Each links to its record in the Student List, where anyone but the requester can decide it.
 */
export function AwaitingApproval({ awaiting }: { awaiting: Awaiting }) {
  const { count, requests } = awaiting;
  return (
    <section
      aria-labelledby="awaiting-approval"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="awaiting-approval" className="text-xl font-bold text-brand-900">
          Awaiting approval
        </h2>
        <p className="text-slate-700">
          <span className="text-2xl font-bold text-brand-900 tabular-nums">{count}</span>{' '}
          {count === 1 ? 'request' : 'requests'} waiting
        </p>
      </div>
      {count === 0 ? (
        <p className="mt-3 text-slate-700">
          No withdrawal or replacement is waiting for a decision.
        </p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-200">
            {requests.map((request) => (
              <li key={request.certificateId} className="py-3">
                <Link
                  to={paths.dashboard.studentList.getHref({
                    q: request.certificateNumber,
                    status: 'awaiting-approval',
                  })}
                  className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
                >
                  Certificate #{request.certificateNumber}: {request.fullName}
                </Link>
                <p className="text-sm text-slate-700">
                  {pendingLabels[request.kind]} by {request.requestedBy}
                  {request.requestedAt ? ` on ${formatLongDate(request.requestedAt)}` : ''}
                  {request.reason ? `. ${describeStatusReason(request.reason)}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <Link
            to={paths.dashboard.studentList.getHref({ status: 'awaiting-approval' })}
            className="mt-2 inline-block text-sm font-semibold text-brand-700 underline underline-offset-2"
          >
            All requests awaiting approval
          </Link>
        </>
      )}
    </section>
  );
}
