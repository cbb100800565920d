import type { ReactNode } from 'react';

import { PageLoading } from '@/components/ui/page-loading';

import { firebaseLearnerAuthApi, type LearnerAuthApi } from '../../api/learner-auth-on-demand';
import { useLearnerSignIn } from '../../hooks/use-learner-sign-in';
import type { LearnerSession } from '../../types';
import { LearnerAddressForm } from './learner-address-form';
import {
  FreshLinkSentNotice,
  LinkFailedNotice,
  LinkSentNotice,
  StaffAccountNotice,
} from './learner-notices';

type LearnerSignInProps = {
  /** What the learner sees once signed in, and how they sign out. */
  children: (session: LearnerSession, signOut: () => Promise<void>) => ReactNode;
  /** Auth and the database; tests pass their own. */
  api?: LearnerAuthApi;
};

/**
 * A learner's sign-in (docs/decisions/031-learners.md): their address, a link e-mailed to it,
 * and nothing else. Once signed in, the page's own content.
 */
export function LearnerSignIn({ children, api = firebaseLearnerAuthApi }: LearnerSignInProps) {
  const { state, dispatch, sendLink, confirm, signOut } = useLearnerSignIn(api);
  const startAgain = () => dispatch({ type: 'start-again' });
  const typed = (address: string) => dispatch({ type: 'address-typed', address });

  switch (state.step) {
    case 'checking':
      return <PageLoading label="Checking whether you are signed in..." />;
    case 'enter-address':
      return (
        <LearnerAddressForm
          purpose="send"
          address={state.address}
          error={state.error}
          busy={state.sending}
          onChange={typed}
          onSubmit={() => void sendLink(state.address)}
        />
      );
    case 'link-sent':
      return (
        <LinkSentNotice
          email={state.email}
          emulatorLink={state.emulatorLink}
          onStartAgain={startAgain}
        />
      );
    case 'confirm-address':
      return (
        <LearnerAddressForm
          purpose="confirm"
          address={state.address}
          error={state.error}
          busy={state.signingIn}
          onChange={typed}
          onSubmit={() => confirm(state.address)}
        />
      );
    case 'signing-in':
      return <PageLoading label="Signing you in..." />;
    case 'fresh-link-sent':
      return <FreshLinkSentNotice email={state.email} emulatorLink={state.emulatorLink} />;
    case 'staff-account':
      return <StaffAccountNotice email={state.email} />;
    case 'link-failed':
      return <LinkFailedNotice message={state.message} onStartAgain={startAgain} />;
    case 'signed-in':
      return children(state.session, signOut);
  }
}
