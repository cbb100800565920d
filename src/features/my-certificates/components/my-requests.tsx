import type { Certificate } from '@/domain/certificate';
import { formatLongDate } from '@/domain/dates';
import {
  learnerRequestKindLabels,
  learnerRequestStatusForLearner,
  type LearnerRequest,
} from '@/domain/learner-requests';

/** What the learner has asked their centres, and where each request stands. */
export function MyRequests({
  requests,
  certificates,
}: {
  requests: readonly LearnerRequest[];
  certificates: readonly Certificate[];
}) {
  if (requests.length === 0) return null;
  const numberOf = (id: string) =>
    certificates.find((certificate) => certificate.id === id)?.certificateNumber ?? '';
  return (
    <section aria-labelledby="my-requests" className="mt-10">
      <h2 id="my-requests" className="text-xl font-bold text-brand-900">
        Your requests
      </h2>
      <ul className="mt-4 space-y-3">
        {requests.map((request) => (
          <li key={request.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold">
              {learnerRequestKindLabels[request.kind]}
              {numberOf(request.certificateId)
                ? ` · certificate ${numberOf(request.certificateId)}`
                : ''}
            </p>
            <p className="mt-1 text-sm text-slate-700">
              Sent {formatLongDate(request.at)}. {learnerRequestStatusForLearner[request.status]}
            </p>
            <p className="mt-2 text-sm whitespace-pre-line text-slate-800">{request.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
