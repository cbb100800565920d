import { onDemand } from '@/lib/on-demand';

import type { FileReport } from './file-report';

/** The report's module, with its Firebase SDK, loaded when the visitor first moves into the form. */
const reporting = onDemand(() => import('./file-report'));

export const prepareReport = reporting.prepare;

/** Files a report, loading its module first if nothing has prepared it yet. */
export const fileReportOnDemand: FileReport = async (report) =>
  (await reporting.load()).fileReport(report);
