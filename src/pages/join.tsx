import { Link } from '@/components/ui/link';
import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { Alert } from '@/components/ui/alert';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { RegistrationForm } from '@/features/registration/components/registration-form';

const nextSteps = [
  'We read every registration within two working days.',
  'A member of the right team, for learners, employers or centres, contacts you by e-mail or phone.',
  'Centres receive an approval pack; learners are put in touch with a centre near them.',
];

export default function JoinPage() {
  return (
    <>
      <PageMeta
        title="Join"
        description={`Register your interest in ${site.name} as a learner, employer, training centre or partner, and our team will be in touch within two working days.`}
      />
      <PageHero
        title={`Join ${site.name}`}
        subtitle="Register your interest as a learner, employer or training centre. Tell us a little about yourself and the right person in our team will get back to you."
      />
      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-3">
        <section
          aria-labelledby="registration-form"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
        >
          <h2 id="registration-form" className="text-2xl font-bold text-brand-900">
            Registration Form
          </h2>
          <Alert tone="info" role="none" className="mt-4">
            This registration form is a demonstration. Nothing you enter is sent or stored, so
            please do not use a password you use anywhere else.
          </Alert>
          <div className="mt-6">
            <RegistrationForm />
          </div>
          <p className="mt-8 border-t border-slate-200 pt-6 text-slate-700">
            Already have an account?{' '}
            <Link
              to={paths.login.getHref()}
              className="font-semibold text-brand-700 underline underline-offset-2"
            >
              Login
            </Link>
          </p>
        </section>
        <aside aria-labelledby="what-happens-next" className="space-y-6">
          <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <h2 id="what-happens-next" className="text-xl font-bold text-brand-900">
              What happens next
            </h2>
            <ol className="mt-4 space-y-4">
              {nextSteps.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <span className="text-slate-800">{step}</span>
                </li>
              ))}
            </ol>
          </div>
          <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
            <p className="font-semibold text-brand-900">Prefer to talk?</p>
            <p className="mt-2 text-slate-700">
              Call us on{' '}
              <a href={site.phone.href} className="font-semibold text-brand-700 underline">
                {site.phone.display}
              </a>{' '}
              ({site.supportHours}) or e-mail{' '}
              <a
                href={`mailto:${site.email}`}
                className="font-semibold break-all text-brand-700 underline"
              >
                {site.email}
              </a>
              .
            </p>
          </div>
        </aside>
      </Container>
    </>
  );
}
