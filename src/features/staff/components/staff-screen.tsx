import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { Invitation } from '@/domain/invitations';
import { centreListQuery } from '@/lib/centre-list-query';
import { failureMessage } from '@/lib/failure-message';

import { staffQueries } from '../api/staff-queries';
import { firestoreStaffApi, type NewInvitation, type StaffApi } from '../api/staff-api';
import { useStaffSteps } from '../hooks/use-staff-steps';
import { accessLabel } from '../utils/access-label';
import { staffStepText, stepEmail, type StaffStep } from '../utils/confirm-steps';
import { InviteStaffForm } from './invite-staff-form';
import { PendingInvitations } from './pending-invitations';
import { StaffDirectory } from './staff-directory';
import { StaffOutcomeMessage, type StaffOutcome } from './staff-outcome';

type StaffScreenProps = {
  /** The admin signed in, who cannot remove themself. */
  selfUid: string;
  /** The database operations; tests pass their own. */
  api?: StaffApi;
};

/**
 * The admins' Staff screen (docs/decisions/028-invitations.md): 'Invite Staff', the invitations
 * waiting to be accepted ('Send Again', 'Withdraw'), and the directory ('Remove'). Each step is
 * recorded on Activity; withdrawing and removing are confirmed first.
 */
export function StaffScreen({ selfUid, api = firestoreStaffApi }: StaffScreenProps) {
  const staff = useQuery(staffQueries.directory(api));
  const centres = useQuery(centreListQuery(api.listCentres));
  const { invite, withdraw, remove } = useStaffSteps(api);
  const [step, setStep] = useState<StaffStep | null>(null);
  const [outcome, setOutcome] = useState<StaffOutcome | null>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const stepText = step ? staffStepText[step.kind] : null;
  const byNumber = new Map(centres.data?.map((centre) => [centre.centreNumber, centre]));

  function tell(next: StaffOutcome) {
    setOutcome(next);
    // The outcome is where the admin's attention belongs: the button they used may be gone.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  /** Saves and e-mails an invitation; rejects only when it was not saved. */
  async function send(invitation: NewInvitation) {
    setOutcome(null);
    const sent = await invite.mutateAsync(invitation);
    tell({ kind: 'sent', sent });
  }

  async function sendAgain(invitation: NewInvitation) {
    if (invite.isPending) return;
    try {
      await send(invitation);
    } catch (error) {
      tell({
        kind: 'failed',
        title: `The invitation to ${invitation.email} was not sent again.`,
        text: failureMessage(error),
      });
    }
  }

  async function takeStep(chosen: StaffStep) {
    if (withdraw.isPending || remove.isPending) return;
    const email = stepEmail(chosen);
    try {
      if (chosen.kind === 'withdraw') {
        await withdraw.mutateAsync(email);
        tell({ kind: 'done', text: `The invitation to ${email} is withdrawn.` });
      } else {
        await remove.mutateAsync(chosen.entry.uid);
        tell({ kind: 'done', text: `${email} no longer has staff access.` });
      }
    } catch (error) {
      const what = chosen.kind === 'withdraw' ? `The invitation to ${email}` : `${email}’s access`;
      tell({ kind: 'failed', title: `${what} was not changed.`, text: failureMessage(error) });
    }
    setStep(null);
  }

  const resend = (invitation: Invitation) =>
    void sendAgain({ email: invitation.email, role: invitation.role });

  return (
    <div className="space-y-6">
      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
        {outcome ? (
          <StaffOutcomeMessage
            outcome={outcome}
            sending={invite.isPending}
            onSendAgain={(invitation) => void sendAgain(invitation)}
          />
        ) : null}
      </div>
      <InviteStaffForm
        staffEmails={staff.data?.map((entry) => entry.email) ?? []}
        centres={centres.data ?? null}
        pending={invite.isPending}
        onInvite={send}
      />
      <PendingInvitations
        api={api}
        accessOf={(invitation) => accessLabel(invitation.role, byNumber)}
        sendingTo={invite.isPending ? (invite.variables?.email ?? null) : null}
        onSendAgain={resend}
        onWithdraw={(invitation) => {
          setOutcome(null);
          setStep({ kind: 'withdraw', invitation });
        }}
      />
      <StaffDirectory
        api={api}
        centres={byNumber}
        selfUid={selfUid}
        onRemove={(entry) => {
          setOutcome(null);
          setStep({ kind: 'remove', entry });
        }}
      />
      <ConfirmDialog
        open={step !== null}
        title={stepText?.title ?? ''}
        description={step ? stepEmail(step) : undefined}
        confirmLabel={stepText?.button ?? ''}
        pending={withdraw.isPending || remove.isPending}
        onConfirm={() => (step ? void takeStep(step) : undefined)}
        onCancel={() => setStep(null)}
      >
        {stepText?.what}
      </ConfirmDialog>
    </div>
  );
}
