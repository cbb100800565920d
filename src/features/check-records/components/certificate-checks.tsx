import { LoadFailure } from '@/components/ui/load-failure';
import type { Certificate } from '@/domain/certificate';
import { formatLongDate } from '@/domain/dates';
import { failureMessage } from '@/lib/failure-message';

import { firestoreCheckApi, type CheckApi, type CheckCount } from '../api/check-api';
import { useCertificateChecks } from '../hooks/use-check-records';

/** 'Checked 3 times, last on 12 March 2026', or that nobody has checked it yet. */
export function checkedText({ count, lastAt }: CheckCount): string {
  if (count === 0) return 'Not checked on the public page yet.';
  const times = count === 1 ? '1 time' : `${count.toLocaleString('en-GB')} times`;
  return lastAt ? `Checked ${times}, last on ${formatLongDate(lastAt)}` : `Checked ${times}`;
}

type CertificateChecksProps = {
  certificate: Pick<Certificate, 'indexKeys'>;
  /** The database reads; tests pass their own. */
  api?: CheckApi;
};

/**
 * How often verifiers have checked a certificate on the public page, with its current details
 * (docs/decisions/023-throttled-public-check.md), in the certificate's dialog.
 */
export function CertificateChecks({
  certificate,
  api = firestoreCheckApi,
}: CertificateChecksProps) {
  const checks = useCertificateChecks(api, certificate.indexKeys);
  return (
    <section aria-label="Public checks" className="mt-6 border-t border-slate-200 pt-5 text-sm">
      <h3 className="text-lg font-bold text-brand-900">Public Checks</h3>
      {checks.isPending ? <p className="mt-2 text-slate-700">Counting the checks...</p> : null}
      {checks.isError ? (
        <div className="mt-2">
          <LoadFailure
            title="The checks could not be counted."
            onRetry={() => void checks.refetch()}
          >
            <p>{failureMessage(checks.error)}</p>
          </LoadFailure>
        </div>
      ) : null}
      {checks.isSuccess ? (
        <p className="mt-2 text-slate-800">
          {checkedText(checks.data)}
          {checks.data.count > 0 ? (
            <span className="text-slate-600"> (with its current details).</span>
          ) : null}
        </p>
      ) : null}
    </section>
  );
}
