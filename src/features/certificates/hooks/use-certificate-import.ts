import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useReducer, useRef } from 'react';

import { qualifications } from '@/content/qualifications';
import { checkImportFile } from '@/domain/certificate-import';
import { checkAgainstRegister, summariseCheck } from '@/domain/import-register';
import { toIsoDay } from '@/domain/iso-day';

import { importQueries } from '../api/certificate-queries';
import type { ImportApi } from '../api/import-api';
import type { ImportRunResult } from '../api/import-certificates';
import { decodeUtf8, fileHash, parseCsv } from '../utils/import-files';
import { elapsedMs, importScreen, initialImportScreen } from '../utils/import-screen';

/** The catalogue's course titles: a row's course must be one of them. */
export const courseTitles = qualifications.map((qualification) => qualification.title);

/**
 * The import screen (issue 17): its own state (utils/import-screen.ts), the file chosen and its
 * own check, the register's facts for its rows (the dry run, a query per file), and the run, with
 * its progress and a way to stop it. Nothing is written before `run.mutate()`. A centre's staff
 * import for their centre (`centreNumber`): its rows are recorded under it and checked against its
 * own learners; an admin's (null) keep the centres the file names.
 */
export function useCertificateImport(api: ImportApi, centreNumber: string | null) {
  const queryClient = useQueryClient();
  const [screen, dispatch] = useReducer(importScreen, initialImportScreen);
  const { file } = screen;
  const stopRef = useRef<AbortController | null>(null);

  const fileRows = file?.check.ok ? file.check.rows : null;
  const facts = useQuery(
    importQueries.registerFacts(api, file?.hash ?? '', fileRows, { centreNumber }),
  );
  const checkedRows = useMemo(
    () => (fileRows && facts.data ? checkAgainstRegister(fileRows, facts.data) : null),
    [fileRows, facts.data],
  );
  const summary = useMemo(() => (checkedRows ? summariseCheck(checkedRows) : null), [checkedRows]);

  const run = useMutation({
    mutationFn: async (): Promise<ImportRunResult> => {
      if (!file || !summary) throw new Error('No file has been checked.');
      const stop = new AbortController();
      stopRef.current = stop;
      dispatch({ type: 'run-started', at: Date.now() });
      return api.importCertificates({
        fileHash: file.hash,
        fileName: file.name,
        centreNumber,
        rows: summary.ready.flatMap((row) =>
          row.details ? [{ line: row.line, details: row.details }] : [],
        ),
        signal: stop.signal,
        onProgress: (progress) => dispatch({ type: 'progressed', progress, at: Date.now() }),
      });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: importQueries.all }),
  });

  /** Reads and checks a file: its own rows at once, then the register's facts for them. */
  async function choose(chosen: File) {
    dispatch({ type: 'reading' });
    run.reset();
    try {
      const bytes = await chosen.arrayBuffer();
      const table = parseCsv(decodeUtf8(bytes));
      const check = checkImportFile(table, { titles: courseTitles, today: toIsoDay(new Date()) });
      dispatch({ type: 'read', file: { name: chosen.name, hash: await fileHash(bytes), check } });
    } catch (error) {
      dispatch({ type: 'read-failed' });
      throw error;
    }
  }

  return {
    file,
    reading: screen.step === 'reading',
    facts,
    checkedRows,
    summary,
    run,
    progress: screen.progress,
    elapsedMs: elapsedMs(screen),
    choose,
    /** Cancel: no new row starts; those under way finish. */
    stop: () => stopRef.current?.abort(),
  };
}

/** The import screen's state and steps, as its parts read them. */
export type CertificateImport = ReturnType<typeof useCertificateImport>;
