import { onDemand } from '@/lib/on-demand';

import type { CheckPdf } from './check-pdf';
import type { VerifyCertificate } from './verify-certificate';

/**
 * The public check's module, with its Firebase SDK: the page's HTML has the browser fetch it
 * early, and it runs on first use (docs/decisions/025-short-tasks-on-arrival.md).
 */
const check = onDemand(() => import('./verify-certificate'));

/**
 * Gets the public check ready while the visitor types. Should loading fail, the check itself
 * loads it again when asked and, failing again, says that it could not run.
 */
export const prepareCheck = check.prepare;

/** The public check, loaded on first use if nothing has prepared it yet. */
export const verifyOnDemand: VerifyCertificate = async (query) =>
  (await check.load()).verifyCertificate(query);

/** The PDF check's module (hashing and the same SDK), loaded when a file is first chosen. */
const pdfCheck = onDemand(() => import('./check-pdf'));

export const checkPdfOnDemand: CheckPdf = async (bytes) => (await pdfCheck.load()).checkPdf(bytes);
