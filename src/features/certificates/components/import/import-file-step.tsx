import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { IMPORT_ROW_LIMIT } from '@/domain/limits';
import { downloadFile } from '@/lib/download-file';
import { FileDrop } from '@/components/file-drop';

import { courseTitles } from '../../hooks/use-certificate-import';
import { templateCsv } from '../../utils/import-files';
import { count } from '../../utils/import-text';

type ImportFileStepProps = {
  /** A centre's staff's own centre, under which every row is recorded; null for an admin. */
  centreNumber: string | null;
  /** Why nothing may be imported under the centre's staff's own centre, or null. */
  closed: string | null;
  /** A file is being read or imported: no other may be chosen meanwhile. */
  busy: boolean;
  onFile: (file: File) => void;
};

/** The import's first step: what a file holds, the template, and choosing one. */
export function ImportFileStep({ centreNumber, closed, busy, onFile }: ImportFileStepProps) {
  return (
    <section aria-labelledby="import-file-heading" className="space-y-4">
      <h2 id="import-file-heading" className="text-xl font-semibold text-brand-900">
        1. Choose a file
      </h2>
      <p className="text-slate-700">
        At most {count(IMPORT_ROW_LIMIT)} certificates a file. Start from the template: one row per
        certificate, the awarded date as yyyy-mm-dd or dd/mm/yyyy, and the course exactly as our
        catalogue names it. Leave the numbers empty to have them generated.
      </p>
      {closed ? (
        <Alert tone="error" title="Certificates cannot be imported under your centre">
          {closed}
        </Alert>
      ) : null}
      {centreNumber ? (
        <p className="text-slate-700">
          Every certificate is recorded under your centre, {centreNumber}, whatever the file’s
          Centre Number column says.
        </p>
      ) : null}
      <Button
        variant="outline"
        onClick={() =>
          downloadFile('certificate-import-template.csv', templateCsv(courseTitles[0] ?? ''))
        }
      >
        Download the template
      </Button>
      <FileDrop onFile={onFile} disabled={busy} />
    </section>
  );
}
