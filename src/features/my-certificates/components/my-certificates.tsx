import type { ReactNode } from 'react';

import { LoadFailure } from '@/components/ui/load-failure';
import { PageLoading } from '@/components/ui/page-loading';
import type { Certificate } from '@/domain/certificate';

import {
  firestoreMyCertificatesApi,
  type MyCertificatesApi,
} from '../api/my-certificates-on-demand';
import { useMyCertificates } from '../hooks/use-my-certificates';
import { CertificateCard } from './certificate-card';
import { DownloadPdf } from './download-pdf';
import { MyRequests } from './my-requests';
import { NoCertificates } from './no-certificates';
import { PrintView } from './print-view';
import { RequestForm } from './request-form';
import { YourData } from './your-data';

type MyCertificatesProps = {
  learner: { uid: string; email: string };
  /** Sharing one certificate: the page composes the share codes' panel. */
  renderShare: (certificate: Certificate) => ReactNode;
  api?: MyCertificatesApi;
};

/**
 * A learner's certificates (docs/decisions/031-learners.md): every one recorded under their
 * address, at any centre, with where it stands; printing one, sharing one, asking their centre
 * about one; their requests; their data.
 */
export function MyCertificates({
  learner,
  renderShare,
  api = firestoreMyCertificatesApi,
}: MyCertificatesProps) {
  const { state, dispatch, sendRequest } = useMyCertificates(api, learner);
  if (state.step === 'loading') return <PageLoading label="Reading your certificates..." />;
  if (state.step === 'failed') {
    return (
      <LoadFailure
        title="Your certificates could not be read."
        onRetry={() => dispatch({ type: 'retry' })}
      >
        {state.message}
      </LoadFailure>
    );
  }
  const printing = state.certificates.find((certificate) => certificate.id === state.printing);
  if (printing)
    return <PrintView certificate={printing} onBack={() => dispatch({ type: 'printed' })} />;
  if (state.certificates.length === 0) return <NoCertificates email={learner.email} />;

  return (
    <div>
      <h2 className="sr-only">Your certificates</h2>
      <div className="space-y-6">
        {state.certificates.map((certificate) => (
          <CertificateCard
            key={certificate.id}
            certificate={certificate}
            onPrint={() => dispatch({ type: 'print', certificateId: certificate.id })}
            onAsk={() => dispatch({ type: 'ask', certificateId: certificate.id })}
            download={<DownloadPdf certificate={certificate} readPdf={api.readPdf} />}
            share={renderShare(certificate)}
            request={
              state.asking === certificate.id ? (
                <RequestForm
                  certificateNumber={certificate.certificateNumber}
                  onSend={(kind, text) => sendRequest(certificate, kind, text)}
                  onCancel={() => dispatch({ type: 'asked' })}
                />
              ) : null
            }
          />
        ))}
      </div>
      <MyRequests requests={state.requests} certificates={state.certificates} />
      <YourData certificates={state.certificates} />
    </div>
  );
}
