/** A module run on first use rather than when the page starts. */
export type OnDemand<T> = {
  /** The module, imported at the first call; a failed import is tried again at the next. */
  load: () => Promise<T>;
  /** Starts the import without waiting for it; a failure waits for the next `load`. */
  prepare: () => void;
};

/**
 * Code a page needs only once a visitor acts (an SDK above all) is fetched with the page but run
 * on demand, so that nothing heavy runs before the page can be used
 * (docs/decisions/025-short-tasks-on-arrival.md).
 */
export function onDemand<T>(importModule: () => Promise<T>): OnDemand<T> {
  let loading: Promise<T> | undefined;
  const load = () => {
    loading ??= importModule().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    load,
    prepare: () => {
      load().catch(() => {});
    },
  };
}
