import { useState } from 'react';

import { Container } from '@/components/layout/container';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { site } from '@/config/site';

type NoStaffAccessProps = {
  email: string | null;
  onSignOut: () => Promise<void>;
};

/**
 * Shown to someone who is signed in but whose account has not been given staff access. Nothing
 * is fetched here: the account may not read any records.
 */
export function NoStaffAccess({ email, onSignOut }: NoStaffAccessProps) {
  const [signingOut, setSigningOut] = useState(false);

  async function handleSignOut() {
    setSigningOut(true);
    try {
      await onSignOut();
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <>
      <PageMeta
        title="No staff access"
        description="This account has not been given access to the staff dashboard."
      />
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Staff dashboard
          </p>
          <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
            This account does not have staff access
          </h1>
          <p className="mt-4 text-slate-700">
            You are signed in
            {email ? (
              <>
                {' '}
                as <strong className="font-semibold text-slate-900">{email}</strong>
              </>
            ) : null}
            , but this account has not been given access to the staff dashboard, so certificates and
            learner records cannot be shown.
          </p>
          <p className="mt-3 text-slate-700">
            If you work for {site.name} or one of our approved centres and need access, ask your
            administrator to grant it. Once access has been granted, sign out and sign in again so
            that it takes effect.
          </p>
          <div className="mt-6">
            <Button onClick={handleSignOut} disabled={signingOut}>
              {signingOut ? 'Signing out...' : 'Sign out'}
            </Button>
          </div>
        </div>
      </Container>
    </>
  );
}
