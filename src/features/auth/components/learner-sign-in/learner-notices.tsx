import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

/** On the local emulators no e-mail leaves the machine: the link itself, to open here. */
function EmulatorLink({ link }: { link: string | null }) {
  if (!link) return null;
  return (
    <p className="mt-3 text-sm break-all">
      On the local emulators no e-mail leaves this machine: open this link to sign in.{' '}
      <a href={link} className="font-medium text-brand-800 underline">
        {link}
      </a>
    </p>
  );
}

export function LinkSentNotice({
  email,
  emulatorLink,
  onStartAgain,
}: {
  email: string;
  emulatorLink: string | null;
  onStartAgain: () => void;
}) {
  return (
    <div>
      <Alert tone="success" role="alert" title={`We have sent a sign-in link to ${email}.`}>
        <p>
          Open it on this device to see your certificates. It works once, for an hour. Nothing
          there? Check your junk mail, or send another link.
        </p>
        <EmulatorLink link={emulatorLink} />
      </Alert>
      <Button variant="ghost" className="mt-4" onClick={onStartAgain}>
        Use another address
      </Button>
    </div>
  );
}

/** The address had an account before the link was opened: it was closed, and a new link sent. */
export function FreshLinkSentNotice({
  email,
  emulatorLink,
}: {
  email: string;
  emulatorLink: string | null;
}) {
  return (
    <Alert tone="info" role="alert" title={`We have sent a new link to ${email}.`}>
      <p>
        This address already had an account before you opened the link, so someone else may have
        been signed in to it. To keep your certificates yours alone, we closed that account. Open
        the link in the newest e-mail, on this device, to carry on.
      </p>
      <EmulatorLink link={emulatorLink} />
    </Alert>
  );
}

export function StaffAccountNotice({ email }: { email: string }) {
  return (
    <Alert tone="info" role="alert" title={`${email} is a staff account.`}>
      <p>
        Staff sign in on the <Link to={paths.login.getHref()}>staff login page</Link>. To see your
        own certificates here, ask your centre to record them under a personal address.
      </p>
    </Alert>
  );
}

export function LinkFailedNotice({
  message,
  onStartAgain,
}: {
  message: string;
  onStartAgain: () => void;
}) {
  return (
    <div>
      <Alert tone="error" role="alert" title="This sign-in link cannot be used.">
        <p>{message}</p>
      </Alert>
      <Button variant="outline" className="mt-4" onClick={onStartAgain}>
        Send Me a New Link
      </Button>
    </div>
  );
}
