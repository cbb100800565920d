import { buttonClasses } from '@/components/ui/button';
import { site } from '@/config/site';

const ticketHref = `mailto:${site.supportEmail}?subject=${encodeURIComponent('Support ticket')}&body=${encodeURIComponent(
  [
    'Centre name and centre number:',
    'Your name and role:',
    'Learner, student or certificate numbers (if relevant):',
    'What happened, and what you need from us:',
    '',
  ].join('\n'),
)}`;

/** A support ticket is an e-mail to the support desk, pre-filled with what it needs to know. */
export function NeedMoreHelp({ headingId }: { headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id={headingId} className="text-2xl font-bold">
        Need More Help?
      </h2>
      <p className="mt-3 text-brand-100">
        For anything that needs investigating, such as a missing certificate, a registration error
        or a result query, send us a support ticket. We log every ticket and reply within one
        working day.
      </p>
      <a
        href={ticketHref}
        className={buttonClasses({ variant: 'secondary', className: 'mt-6 w-full sm:w-auto' })}
      >
        Submit a Support Ticket
      </a>
      <p className="mt-3 text-sm text-brand-100">
        Opens your e-mail app with a message to {site.supportEmail}.
      </p>
    </section>
  );
}
