import { clsx } from 'clsx';

type Indicator = { label: string; ok: boolean };

function indicators(databaseConnected: boolean): Indicator[] {
  return [
    databaseConnected
      ? { label: 'Database Connected', ok: true }
      : { label: 'Database Not Connected', ok: false },
    // Being on this page means the sign-in and its directory entry were accepted.
    { label: 'Authentication Active', ok: true },
    { label: 'Certificate Verification Online', ok: true },
  ];
}

/** The dashboard home's System Status panel; the database line follows the last load. */
export function SystemStatus({ databaseConnected }: { databaseConnected: boolean }) {
  return (
    <section
      aria-labelledby="system-status"
      className="self-start rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="system-status" className="text-xl font-bold text-brand-900">
        System Status
      </h2>
      <ul className="mt-4 space-y-3">
        {indicators(databaseConnected).map((indicator) => (
          <li key={indicator.label} className="flex items-center gap-3 text-slate-800">
            <span
              aria-hidden="true"
              className={clsx(
                'size-3 shrink-0 rounded-full',
                indicator.ok ? 'bg-green-600' : 'bg-red-600',
              )}
            />
            {indicator.label}
          </li>
        ))}
      </ul>
    </section>
  );
}
