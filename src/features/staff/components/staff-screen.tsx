import { useReducer, useRef } from 'react';

import type { Invitation } from '@/domain/invitations';
import type { VerifierInvitePrefill } from '@/domain/verifiers';
import { failureMessage } from '@/lib/failure-message';

import { firestoreStaffApi, type NewInvitation, type StaffApi } from '../api/staff-api';
import { useStaffSteps } from '../hooks/use-staff-steps';
import { stepEmail, type StaffStep } from '../utils/confirm-steps';
import { emptyInvitationDraft } from '../utils/new-invitation';
import { initialStaffScreen, staffScreen } from '../utils/staff-screen';
import { InviteStaffForm } from './invite-staff-form';
import { PendingInvitations } from './pending-invitations';
import { StaffDirectory } from './staff-directory';
import { StaffOutcomeMessage } from './staff-outcome';
import { StaffStepDialog } from './staff-step-dialog';

type StaffScreenProps = {
  /** The admin signed in, who cannot remove themself. */
  selfUid: string;
  /** The database operations; tests pass their own. */
  api?: StaffApi;
  /** A request for a verifier account to answer: the invitation's form starts filled in. */
  inviteVerifier?: VerifierInvitePrefill | null;
};

/**
 * The admins' Staff screen (docs/decisions/028-invitations.md, 029-figures-at-scale.md): 'Invite
 * Staff', the newest invitations waiting to be accepted ('Send Again', 'Withdraw'), and the
 * directory a page at a time ('Remove'). Each step is recorded on Activity; withdrawing and
 * removing are confirmed first.
 */
export function StaffScreen({
  selfUid,
  api = firestoreStaffApi,
  inviteVerifier = null,
}: StaffScreenProps) {
  const { invite, withdraw, remove } = useStaffSteps(api);
  const [screen, dispatch] = useReducer(staffScreen, initialStaffScreen);
  const outcomeRef = useRef<HTMLDivElement>(null);

  // The outcome is where the admin's attention belongs: the button they used may be gone.
  const focusOutcome = () => requestAnimationFrame(() => outcomeRef.current?.focus());

  /** Saves and e-mails an invitation; rejects only when it was not saved. */
  async function send(invitation: NewInvitation) {
    dispatch({ type: 'sending' });
    const sent = await invite.mutateAsync(invitation);
    dispatch({ type: 'sent', sent });
    focusOutcome();
  }

  async function sendAgain(invitation: NewInvitation) {
    if (invite.isPending) return;
    try {
      await send(invitation);
    } catch (error) {
      const message = failureMessage(error);
      dispatch({ type: 'send-again-failed', email: invitation.email, message });
      focusOutcome();
    }
  }

  async function takeStep(chosen: StaffStep) {
    if (withdraw.isPending || remove.isPending) return;
    try {
      if (chosen.kind === 'withdraw') await withdraw.mutateAsync(stepEmail(chosen));
      else await remove.mutateAsync(chosen.entry.uid);
      dispatch({ type: 'step-taken', taken: chosen });
    } catch (error) {
      dispatch({ type: 'step-failed', tried: chosen, message: failureMessage(error) });
    }
    focusOutcome();
  }

  const resend = (invitation: Invitation) =>
    void sendAgain({ email: invitation.email, role: invitation.role });

  return (
    <div className="space-y-6">
      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
        {screen.outcome ? (
          <StaffOutcomeMessage
            outcome={screen.outcome}
            sending={invite.isPending}
            onSendAgain={(invitation) => void sendAgain(invitation)}
          />
        ) : null}
      </div>
      <InviteStaffForm
        api={api}
        pending={invite.isPending}
        onInvite={send}
        initialDraft={
          inviteVerifier
            ? { ...emptyInvitationDraft, role: 'verifier', ...inviteVerifier }
            : undefined
        }
      />
      <PendingInvitations
        api={api}
        sendingTo={invite.isPending ? (invite.variables?.email ?? null) : null}
        onSendAgain={resend}
        onWithdraw={(invitation) =>
          dispatch({ type: 'step-chosen', chosen: { kind: 'withdraw', invitation } })
        }
      />
      <StaffDirectory
        api={api}
        selfUid={selfUid}
        onRemove={(entry) => dispatch({ type: 'step-chosen', chosen: { kind: 'remove', entry } })}
      />
      <StaffStepDialog
        step={screen.step === 'confirming' ? screen.chosen : null}
        pending={withdraw.isPending || remove.isPending}
        onConfirm={(step) => void takeStep(step)}
        onCancel={() => dispatch({ type: 'cancelled' })}
      />
    </div>
  );
}
