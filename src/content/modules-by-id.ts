/**
 * Content kept in one module per id (`<folder><id>.ts`, gathered with `import.meta.glob`), so
 * that a page loads only its own text rather than every page's. A pre-rendered page preloads its
 * module alongside the page (src/entry-server.tsx), so hydrating it does not wait for another
 * request.
 */
export type ModulesById<Content> = {
  /** The module, as the build names it, that holds an id's content, or undefined for none. */
  moduleOf: (id: string | undefined) => string | undefined;
  /**
   * The id's content, or undefined for an unknown id. The same promise for the same id, so that
   * a page can `use` it across renders.
   */
  load: (id: string | undefined) => Promise<Content | undefined>;
};

const unknown = Promise.resolve(undefined);

/**
 * @param folder where the modules are, from the project root: '/src/content/news/'.
 * @param modules the folder's modules, each loading the export its pages need.
 * @param complete what a page shows, from the id and its module's export; undefined when the id
 *   has a module but nothing else to show with it.
 */
export function modulesById<Export, Content>(
  folder: string,
  modules: Record<string, () => Promise<Export>>,
  complete: (id: string, loaded: Export) => Content | undefined,
): ModulesById<Content> {
  const pathOf = (id: string) => `${folder}${id}.ts`;
  const loading = new Map<string, Promise<Content | undefined>>();
  return {
    moduleOf: (id) => (id && pathOf(id) in modules ? pathOf(id).slice(1) : undefined),
    load(id) {
      const load = id ? modules[pathOf(id)] : undefined;
      if (!id || !load) return unknown;
      let content = loading.get(id);
      if (!content) {
        content = load().then((loaded) => complete(id, loaded));
        loading.set(id, content);
      }
      return content;
    },
  };
}
