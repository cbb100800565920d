import { useMutation, useQueryClient } from '@tanstack/react-query';

import { failureMessage } from '@/lib/failure-message';

import { staffQueries } from '../api/staff-queries';
import type { NewInvitation, StaffApi } from '../api/staff-api';

/** What became of an invitation that was saved: whether its e-mail went, and the local link. */
export type SentInvitation = NewInvitation &
  (
    | {
        emailed: true;
        /** On the local emulators, the link the e-mail would have carried (null elsewhere). */
        link: string | null;
      }
    | { emailed: false; failure: string }
  );

/**
 * Saves an invitation, then e-mails its sign-in link. A failure to save rejects; once saved, a
 * failure to e-mail is part of the outcome, as the invitation stands and can be sent again.
 */
async function send(api: StaffApi, invitation: NewInvitation): Promise<SentInvitation> {
  const code = await api.sendInvitation(invitation);
  try {
    await api.sendInvitationLink(invitation.email, code);
  } catch (error) {
    console.error('The invitation was saved but its e-mail was not sent.', error);
    return { ...invitation, emailed: false, failure: failureMessage(error, 'No reason given.') };
  }
  let link: string | null = null;
  if (api.emulatorInvitationLink) {
    link = await api.emulatorInvitationLink(invitation.email).catch((error: unknown) => {
      console.error('Could not read the link from the Auth emulator.', error);
      return null;
    });
  }
  return { ...invitation, emailed: true, link };
}

/**
 * An admin's steps on the Staff screen: send (or send again) an invitation, withdraw one, remove
 * someone's access. Each stays pending until the directory and the invitations have been read
 * again, so the lists never show what was.
 */
export function useStaffSteps(api: StaffApi) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: staffQueries.all });
  const invite = useMutation({
    mutationFn: (invitation: NewInvitation) => send(api, invitation),
    onSuccess: refresh,
  });
  // A refused withdrawal or removal most often means another admin got there first: the lists
  // are read again either way.
  const withdraw = useMutation({
    mutationFn: (email: string) => api.withdrawInvitation(email),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (uid: string) => api.removeStaff(uid),
    onSettled: refresh,
  });
  return { invite, withdraw, remove };
}
