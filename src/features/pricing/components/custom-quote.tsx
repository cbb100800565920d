import { buttonClasses } from '@/components/ui/button';
import { site } from '@/config/site';

const subject = 'Custom quote request';
const body = [
  'Organisation name:',
  'Qualifications you are interested in:',
  'Expected number of learners each year:',
  'Best phone number to reach you:',
  '',
].join('\n');

const customQuoteHref = `mailto:${site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;

/** A call to action for organisations whose needs do not fit a listed plan. */
export function CustomQuote() {
  return (
    <div className="flex flex-col gap-6 rounded-2xl bg-brand-900 p-8 text-white sm:p-10 md:flex-row md:items-center md:justify-between">
      <div className="max-w-2xl">
        <h2 id="custom-quote" className="text-2xl font-bold sm:text-3xl">
          Need something different?
        </h2>
        <p className="mt-3 text-lg text-brand-100">
          Multi-site providers, employers and groups of centres often need a package of their own.
          Tell us about your learners and we will reply with a quote within two working days.
        </p>
      </div>
      <a
        href={customQuoteHref}
        className={buttonClasses({ variant: 'secondary', size: 'lg', className: 'shrink-0' })}
      >
        Request a Custom Quote
      </a>
    </div>
  );
}
