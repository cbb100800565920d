import type { Certificate } from '@/domain/certificate';

import { RecordHistory } from './record-history';

/** A certificate's history, for Edit Student Details. */
export function CertificateHistory({ certificate }: { certificate: Certificate }) {
  return (
    <RecordHistory
      subject={{ entity: 'certificate', id: certificate.id }}
      lastEventId={certificate.lastEventId}
    />
  );
}

/** An attempt's review events, for its detail panel on Verification Review. */
export function AttemptHistory({
  attempt,
}: {
  attempt: { id: string; lastEventId: string | null };
}) {
  return (
    <RecordHistory
      subject={{ entity: 'attempt', id: attempt.id }}
      lastEventId={attempt.lastEventId}
    />
  );
}
