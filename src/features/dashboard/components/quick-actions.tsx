import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

const actions = [
  {
    title: 'Add Certificate',
    description: 'Record a newly awarded certificate; both numbers are generated for you.',
    href: paths.dashboard.addCertificate.getHref(),
  },
  {
    title: 'Verify Certificate',
    description: 'Check a certificate for an employer or learner who has got in touch.',
    href: paths.dashboard.verify.getHref(),
  },
  {
    title: 'Student List',
    description: 'Find a learner’s record and correct their details.',
    href: paths.dashboard.studentList.getHref(),
  },
  {
    title: 'Review Certificates',
    description: 'Review flagged certificates and failed verification attempts.',
    href: paths.dashboard.review.getHref(),
    adminOnly: true,
  },
] as const;

/** The dashboard's shortcuts; the review of failed checks only for admins, whose work it is. */
export function QuickActions({ isAdmin }: { isAdmin: boolean }) {
  return (
    <section aria-labelledby="quick-actions">
      <h2 id="quick-actions" className="text-xl font-bold text-brand-900">
        Quick Actions
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {actions
          .filter((action) => isAdmin || !('adminOnly' in action))
          .map((action) => (
            <li key={action.href}>
              <Link
                to={action.href}
                className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors hover:border-brand-600 hover:bg-brand-50"
              >
                <span className="font-semibold text-brand-800 group-hover:underline">
                  {action.title}
                </span>
                <span className="mt-1 text-sm text-slate-700">{action.description}</span>
              </Link>
            </li>
          ))}
      </ul>
    </section>
  );
}
