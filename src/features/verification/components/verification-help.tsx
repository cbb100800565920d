import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { site } from '@/config/site';

const linkClass = 'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Why to verify, where the numbers are printed, and what happens to the details entered. */
export function VerificationHelp() {
  return (
    <div className="space-y-8 text-slate-700">
      <section aria-labelledby="verify-why">
        <h2 id="verify-why" className="text-xl font-bold text-brand-900">
          Why verify a certificate?
        </h2>
        <p className="mt-3">
          A certificate is only as good as the record behind it. Checking it against our records
          confirms that {site.name} awarded the qualification to the person named, and that the
          details have not been altered.
        </p>
        <ul className="mt-3 list-disc space-y-1 pl-5">
          <li>Employers and recruiters, as part of pre-employment and safer recruitment checks.</li>
          <li>Colleges, universities and training providers checking prior achievement.</li>
          <li>Learners who want to show that their certificate can be checked.</li>
        </ul>
      </section>

      <section aria-labelledby="verify-where">
        <h2 id="verify-where" className="text-xl font-bold text-brand-900">
          Where to find the numbers
        </h2>
        <dl className="mt-3 space-y-3">
          <div>
            <dt className="font-semibold text-slate-900">Certificate number</dt>
            <dd>
              Printed under the qualification title, labelled &lsquo;Certificate No.&rsquo;. It is
              nine digits long and certificates issued since 2015 begin with 0865.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Student number</dt>
            <dd>
              Printed beside the learner&apos;s name, labelled &lsquo;Student No.&rsquo; (older
              certificates say &lsquo;Candidate No.&rsquo;). It begins with the letter Q. The
              learner&apos;s centre can also tell you it.
            </dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">Learner&apos;s name</dt>
            <dd>
              Enter the first name and surname as they are printed on the certificate. Capital
              letters and extra spaces do not matter.
            </dd>
          </div>
        </dl>
        <p className="mt-3">
          The QR code on recent certificates opens this page with the certificate number already
          filled in.
        </p>
      </section>

      <section aria-labelledby="verify-privacy">
        <h2 id="verify-privacy" className="text-xl font-bold text-brand-900">
          What we show and record
        </h2>
        <p className="mt-3">
          A successful check shows only what is printed on the certificate. We never show a
          learner&apos;s date of birth or contact details. To help us detect fraud, we keep the
          details entered in unsuccessful checks; see our{' '}
          <Link to={paths.privacy.getHref()} className={linkClass}>
            privacy policy
          </Link>
          .
        </p>
        <p className="mt-3">
          Checking many certificates at once?{' '}
          <Link to={paths.verifyEmployers.getHref()} className={linkClass}>
            Ask for a free verifier account
          </Link>{' '}
          and check a whole file of candidates in one go, with a receipt. For written confirmation,
          or anything else, call us on{' '}
          <a href={site.phone.href} className={linkClass}>
            {site.phone.display}
          </a>{' '}
          or email{' '}
          <a href={`mailto:${site.email}`} className={linkClass}>
            {site.email}
          </a>
          .
        </p>
      </section>
    </div>
  );
}
