import type { ReactNode } from 'react';

import type { DashboardFigures } from '../types';

const numberFormat = new Intl.NumberFormat('en-GB');

const icons: Record<keyof DashboardFigures, ReactNode> = {
  totalCertificates: <path d="M5 3h10v14l-5-3-5 3zM8 7h4M8 10h4" />,
  totalStudents: (
    <path d="M7 9a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 17c0-3 2.2-5 5-5s5 2 5 5M13 4a3 3 0 0 1 0 5M15 12c1.8.6 3 2.3 3 5" />
  ),
  recentCertificates: <path d="M10 3a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM10 6v4l3 2" />,
  failedVerifications: <path d="M10 3 2 17h16zM10 8v4M10 14.5v.5" />,
};

const cards: { key: keyof DashboardFigures; label: string; tone: string }[] = [
  { key: 'totalCertificates', label: 'Total Certificates', tone: 'bg-brand-50 text-brand-800' },
  { key: 'totalStudents', label: 'Total Students', tone: 'bg-accent-100 text-brand-900' },
  { key: 'recentCertificates', label: 'Recent (7 days)', tone: 'bg-green-50 text-green-800' },
  {
    key: 'failedVerifications',
    label: 'Failed Verification Attempts',
    tone: 'bg-red-50 text-red-800',
  },
];

/**
 * The figures, each a term and its value so they are read as pairs. The failed attempts are
 * shown only to admins (whose review queue they are); a centre's staff have none.
 */
export function StatCards({ figures }: { figures: DashboardFigures }) {
  const shown = cards.flatMap((card) => {
    const value = figures[card.key];
    return value === null ? [] : [{ ...card, value }];
  });
  return (
    <section aria-labelledby="dashboard-figures">
      <h2 id="dashboard-figures" className="sr-only">
        Key figures
      </h2>
      <dl className="grid gap-4 sm:grid-cols-2">
        {shown.map((card) => (
          <div
            key={card.key}
            className="relative flex min-h-24 flex-col-reverse justify-center rounded-xl border border-slate-200 bg-white py-5 pr-5 pl-20 shadow-sm"
          >
            <dt className="text-sm font-medium text-slate-600">
              <span
                className={`absolute top-1/2 left-5 -translate-y-1/2 rounded-lg p-2.5 ${card.tone}`}
              >
                <svg
                  viewBox="0 0 20 20"
                  className="size-6"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.6"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                  aria-hidden="true"
                >
                  {icons[card.key]}
                </svg>
              </span>
              {card.label}
            </dt>
            <dd className="text-3xl font-bold text-brand-900 tabular-nums">
              {numberFormat.format(card.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
