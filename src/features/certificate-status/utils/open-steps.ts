import { availableStatusActions, type StatusAction } from '@/domain/certificate-status';
import type { StaffRole } from '@/domain/staff';

import type { StandingView } from '../api/status-queries';

/**
 * What the panel offers on a certificate as read: whether its pending request is the viewer's own
 * (they may not decide it) and the steps open to them, by their role.
 */
export function openSteps(
  view: StandingView | null | undefined,
  role: StaffRole,
): { requestedByViewer: boolean; actions: StatusAction[] } {
  const certificate = view?.certificate;
  const request = view?.request ?? null;
  const requestedByViewer = request !== null && request.requestedByUid === view?.viewerUid;
  const actions = certificate
    ? availableStatusActions(
        { status: certificate.status, pending: certificate.pendingStatus },
        requestedByViewer,
        role,
      )
    : [];
  return { requestedByViewer, actions };
}
