import type { Plugin } from 'vite';

/**
 * Gives one module its own copy of the Firebase SDK in the browser build. Rollup shakes a
 * shared module by the union of what every page uses, so while the public verification page
 * shared the staff pages' Firestore, it carried their queries, counts and transactions too.
 * Every module the `owner` imports from `firebase/*`, and everything those import in turn, is
 * resolved to an id marked with `?separate-sdk`: separate modules, shaken by the owner's use
 * alone. Development and tests share one copy; only the bytes differ.
 */
const MARK = '?separate-sdk';

export function separateSdk({ owner }: { owner: string }): Plugin {
  return {
    name: 'larkfield:separate-sdk',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    async resolveId(source, importer, options) {
      if (!importer) return null;
      const fromOwner = importer === owner && /^firebase\//.test(source);
      if (!fromOwner && !importer.endsWith(MARK)) return null;
      const resolved = await this.resolve(source, importer.replace(MARK, ''), {
        ...options,
        skipSelf: true,
      });
      if (!resolved || resolved.external) return resolved;
      return { ...resolved, id: resolved.id + MARK };
    },
  };
}
