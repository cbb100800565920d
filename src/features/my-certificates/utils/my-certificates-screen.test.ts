import { describe, expect, it } from 'vitest';

import type { LearnerRequest } from '@/domain/learner-requests';
import { addedCertificate } from '@/testing/certificates';
import { ada } from '@/testing/learners';

import { initialMyCertificates, myCertificatesScreen } from './my-certificates-screen';

const request: LearnerRequest = {
  id: 'r1',
  certificateId: 'cert-1',
  centreNumber: '87583',
  kind: 'correction',
  text: 'My first name is Ada.',
  ownerUid: 'u1',
  email: 'ada@example.org',
  status: 'open',
  at: new Date(),
  lastEventId: 'e1',
};

describe('myCertificatesScreen', () => {
  it('loads, prints one certificate at a time and opens one request form', async () => {
    const certificate = await addedCertificate(ada);
    let state = myCertificatesScreen(initialMyCertificates, {
      type: 'loaded',
      certificates: [certificate],
      requests: [],
    });
    expect(state).toMatchObject({ step: 'loaded', printing: null, asking: null });
    state = myCertificatesScreen(state, { type: 'print', certificateId: 'not-mine' });
    expect(state).toMatchObject({ printing: null });
    state = myCertificatesScreen(state, { type: 'ask', certificateId: certificate.id });
    state = myCertificatesScreen(state, { type: 'print', certificateId: certificate.id });
    expect(state).toMatchObject({ printing: certificate.id, asking: null });
    state = myCertificatesScreen(state, { type: 'printed' });
    state = myCertificatesScreen(state, { type: 'ask', certificateId: certificate.id });
    state = myCertificatesScreen(state, { type: 'request-sent', request });
    expect(state).toMatchObject({ asking: null, requests: [request] });
  });

  it('says a failed read and reads again on retry, ignoring what does not belong', () => {
    const failed = myCertificatesScreen(initialMyCertificates, {
      type: 'load-failed',
      message: 'No connection.',
    });
    expect(failed).toEqual({ step: 'failed', message: 'No connection.' });
    expect(myCertificatesScreen(failed, { type: 'print', certificateId: 'x' })).toBe(failed);
    expect(myCertificatesScreen(failed, { type: 'retry' })).toEqual({ step: 'loading' });
  });
});
