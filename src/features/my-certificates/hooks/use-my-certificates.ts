import { useEffect, useReducer } from 'react';

import type { Certificate } from '@/domain/certificate';
import type { LearnerRequestKind } from '@/domain/learner-requests';
import { failureMessage } from '@/lib/failure-message';

import type { MyCertificatesApi } from '../api/my-certificates-on-demand';
import { initialMyCertificates, myCertificatesScreen } from '../utils/my-certificates-screen';

/** Reads the learner's certificates and requests whenever the page is (re)loading. */
export function useMyCertificates(api: MyCertificatesApi, learner: { uid: string; email: string }) {
  const [state, dispatch] = useReducer(myCertificatesScreen, initialMyCertificates);
  const loading = state.step === 'loading';
  useEffect(() => {
    if (!loading) return;
    let current = true;
    Promise.all([api.listCertificates(learner.email), api.listRequests(learner.uid)]).then(
      ([certificates, requests]) => {
        if (current) dispatch({ type: 'loaded', certificates, requests });
      },
      (error: unknown) => {
        console.error('Could not read the learner’s certificates.', error);
        if (current) {
          dispatch({
            type: 'load-failed',
            message: failureMessage(error, 'The register did not answer.'),
          });
        }
      },
    );
    return () => {
      current = false;
    };
  }, [api, learner.email, learner.uid, loading]);
  /** Sends a request about one certificate, and lists it with the learner's others. */
  async function sendRequest(
    certificate: Pick<Certificate, 'id' | 'centreNumber'>,
    kind: LearnerRequestKind,
    text: string,
  ) {
    const id = await api.openRequest(learner, certificate, kind, text);
    dispatch({
      type: 'request-sent',
      request: {
        id,
        certificateId: certificate.id,
        centreNumber: certificate.centreNumber,
        kind,
        text: text.trim(),
        ownerUid: learner.uid,
        email: learner.email,
        status: 'open',
        at: new Date(),
        lastEventId: '',
      },
    });
  }

  return { state, dispatch, sendRequest };
}
