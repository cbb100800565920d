import type { Certificate } from '@/domain/certificate';
import { adminRole, centreRole } from '@/testing/staff';

import type { StandingView } from '../api/status-queries';
import { openSteps } from './open-steps';

const certificate = { status: 'valid', pendingStatus: null } as unknown as Certificate;
const request = {
  requestedBy: 'registrar@larkfield.example',
  requestedByUid: 'uid-registrar',
  requestedAt: null,
  reason: null,
};
const awaiting = (viewerUid: string): StandingView => ({
  certificate: { ...certificate, pendingStatus: 'withdrawn' },
  request,
  viewerUid,
});

describe('openSteps', () => {
  it('offers nothing before the certificate is read, or once it is gone', () => {
    expect(openSteps(undefined, adminRole)).toEqual({ requestedByViewer: false, actions: [] });
    expect(openSteps(null, adminRole)).toEqual({ requestedByViewer: false, actions: [] });
  });

  it('offers a valid certificate’s steps by role', () => {
    const view = { certificate, request: null, viewerUid: 'uid-me' };
    expect(openSteps(view, adminRole).actions).toContain('suspend');
    expect(openSteps(view, centreRole).actions).toEqual(['request-withdrawal']);
  });

  it('lets a colleague decide a request, never the one who asked', () => {
    expect(openSteps(awaiting('uid-me'), adminRole)).toMatchObject({ requestedByViewer: false });
    expect(openSteps(awaiting('uid-me'), adminRole).actions).toContain('approve-withdrawal');
    expect(openSteps(awaiting('uid-registrar'), adminRole)).toMatchObject({
      requestedByViewer: true,
    });
    expect(openSteps(awaiting('uid-registrar'), adminRole).actions).not.toContain(
      'approve-withdrawal',
    );
  });
});
