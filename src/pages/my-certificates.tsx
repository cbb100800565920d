import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { Button } from '@/components/ui/button';
import { site } from '@/config/site';
import { LearnerSignIn } from '@/features/auth/components/learner-sign-in/learner-sign-in';
import { MyCertificates } from '@/features/my-certificates/components/my-certificates';
import { SharePanel } from '@/features/share-codes/components/share-panel';
import { SharesProvider } from '@/features/share-codes/hooks/shares-context';

/**
 * A learner's own certificates (docs/decisions/031-learners.md): signed in by a link e-mailed to
 * them, they see, print and share what the register holds under their address.
 */
export default function MyCertificatesPage() {
  return (
    <>
      <PageMeta
        title="My Certificates"
        description={`See, print and share the ${site.name} certificates recorded under your e-mail address: sign in with a link, no password.`}
      />
      <div className="print:hidden">
        <PageHero
          title="My Certificates"
          subtitle="Every certificate recorded under your e-mail address, where it stands today, and who you let see it."
        />
      </div>
      <Container className="py-12 sm:py-16 print:max-w-none print:p-0">
        <LearnerSignIn>
          {(session, signOut) => (
            <div>
              <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
                <p className="mr-auto text-slate-700">
                  Signed in as <strong className="break-all">{session.email}</strong>
                </p>
                <Button variant="outline" size="sm" onClick={() => void signOut()}>
                  Sign Out
                </Button>
              </div>
              <SharesProvider learner={session}>
                <MyCertificates
                  learner={session}
                  renderShare={(certificate) => <SharePanel certificate={certificate} />}
                />
              </SharesProvider>
            </div>
          )}
        </LearnerSignIn>
      </Container>
    </>
  );
}
