import { Button } from '@/components/ui/button';
import type { Certificate } from '@/domain/certificate';
import { learnerDataCsv, learnerDataJson } from '@/domain/learner-certificates';
import { downloadFile } from '@/lib/download-file';

/** The learner's copy of what the register holds about them, as JSON or CSV. */
export function YourData({ certificates }: { certificates: readonly Certificate[] }) {
  return (
    <section aria-labelledby="your-data" className="mt-10">
      <h2 id="your-data" className="text-xl font-bold text-brand-900">
        Your data
      </h2>
      <p className="mt-2 text-slate-700">
        Download everything the register holds about you under this address.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            downloadFile(
              'my-certificates.json',
              learnerDataJson(certificates, new Date()),
              'application/json;charset=utf-8',
            )
          }
        >
          Download JSON
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => downloadFile('my-certificates.csv', learnerDataCsv(certificates))}
        >
          Download CSV
        </Button>
      </div>
    </section>
  );
}
