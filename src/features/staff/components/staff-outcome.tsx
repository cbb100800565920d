import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { INVITATION_DAYS } from '@/domain/invitations';

import type { NewInvitation } from '../api/staff-api';
import type { StaffOutcome } from '../utils/staff-screen';

type StaffOutcomeProps = {
  outcome: StaffOutcome;
  /** Sends the invitation again (a new invitation and a new link). */
  onSendAgain: (invitation: NewInvitation) => void;
  sending: boolean;
};

/**
 * The local emulators send no e-mail: the link is shown for the admin to open (in another
 * browser, or after signing out) or to pass on. It never appears in production, where
 * `link` is null.
 */
function EmulatorLink({ link }: { link: string }) {
  return (
    <div className="mt-3 rounded-lg border border-dashed border-brand-600 bg-white p-3 text-slate-800">
      <p className="font-semibold">
        On the local emulators no e-mail leaves this machine: open this link to accept.
      </p>
      <p className="mt-1 text-sm">
        Open it in another browser or a private window, or sign out first: accepting signs you in as
        the invitee.
      </p>
      <a href={link} className="mt-2 block text-sm break-all text-brand-800 underline">
        {link}
      </a>
      <CopyButton
        className="mt-2 block"
        text={link}
        label="Copy Link"
        copiedMessage="The link is on the clipboard."
      />
    </div>
  );
}

/** The outcome of the admin's last step, focused by the screen so that it is read at once. */
export function StaffOutcomeMessage({ outcome, onSendAgain, sending }: StaffOutcomeProps) {
  if (outcome.kind === 'done') return <Alert tone="success" title={outcome.text} />;
  if (outcome.kind === 'failed') {
    return (
      <Alert tone="error" role="alert" title={outcome.title}>
        <p>{outcome.text}</p>
      </Alert>
    );
  }
  const { sent } = outcome;
  if (!sent.emailed) {
    return (
      <Alert
        tone="error"
        role="alert"
        title={`The invitation to ${sent.email} is saved, but the e-mail was not sent.`}
      >
        <p>{sent.failure}</p>
        <p className="mt-1">Send it again: they need the link in the e-mail to accept.</p>
        <Button
          variant="outline"
          size="sm"
          className="mt-3"
          aria-disabled={sending || undefined}
          onClick={() =>
            sending ? undefined : onSendAgain({ email: sent.email, role: sent.role })
          }
        >
          {sending ? 'Sending...' : 'Send Again'}
        </Button>
      </Alert>
    );
  }
  return (
    <Alert tone="success" title={`Invitation sent to ${sent.email}.`}>
      <p>
        They have {INVITATION_DAYS} days to open the link in the e-mail, set a password and accept.
      </p>
      {sent.link ? <EmulatorLink link={sent.link} /> : null}
    </Alert>
  );
}
