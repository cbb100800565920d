import { useState } from 'react';

import { Container } from '@/components/layout/container';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

type NoVerifierAccessProps = {
  email: string | null;
  /** The account is a verifier's, which an admin has suspended. */
  suspended: boolean;
  onSignOut: () => Promise<void>;
};

/**
 * Shown to someone signed in whose account is no active verifier: suspended by an admin, or never
 * given. Nothing is fetched here.
 */
export function NoVerifierAccess({ email, suspended, onSignOut }: NoVerifierAccessProps) {
  const [signingOut, setSigningOut] = useState(false);
  const heading = suspended
    ? 'This verifier account is suspended'
    : 'This account is not a verifier account';

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
      <PageMeta title={heading} description="Batch checks are for employers’ verifier accounts." />
      <Container className="py-16 sm:py-20">
        <div className="mx-auto max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Employers’ verification
          </p>
          <h1 className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">{heading}</h1>
          <p className="mt-4 text-slate-700">
            You are signed in
            {email ? (
              <>
                {' '}
                as <strong className="font-semibold">{email}</strong>
              </>
            ) : null}
            .{' '}
            {suspended
              ? 'An administrator has suspended this account, so it cannot run checks for now. Ask us to reactivate it.'
              : 'Batch checks are for employers with a verifier account, which we give by invitation.'}
          </p>
          <p className="mt-3 text-slate-700">
            <Link to={paths.verifyEmployers.getHref()} className="text-brand-800 underline">
              How employers get an account
            </Link>
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
