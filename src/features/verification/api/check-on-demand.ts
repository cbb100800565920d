import type { VerifyCertificate } from './verify-certificate';

let loading: Promise<VerifyCertificate> | undefined;

/**
 * The public check's module, with its Firebase SDK, run on first use rather than when the page
 * starts (docs/decisions/025-short-tasks-on-arrival.md). The page's HTML has the browser fetch
 * it early, so what is left is running it. A failed load is tried again at the next call.
 */
function loadCheck(): Promise<VerifyCertificate> {
  loading ??= import('./verify-certificate').then(
    (module) => module.verifyCertificate,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Gets the public check ready while the visitor types. Should loading fail, the check itself
 * loads it again when asked and, failing again, says that it could not run.
 */
export function prepareCheck(): void {
  loadCheck().catch(() => {});
}

/** The public check, loaded on first use if nothing has prepared it yet. */
export const verifyOnDemand: VerifyCertificate = async (query) => (await loadCheck())(query);
