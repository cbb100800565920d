import { runnerImport, type InlineConfig, type Plugin } from 'vite';

/**
 * `import terms from '@/content/legal/terms?rendered'` gives the module's document with its
 * markdown `body` replaced by `html`, rendered during the build by `renderMarkdown` in
 * src/components/markdown.tsx (react-markdown, with its link filter). The browser receives the
 * finished HTML and no markdown parser: about 36 KB gzipped less on each legal page.
 *
 * Both modules run in Node through Vite's module runner, with the app's `@/` alias, so the
 * documents keep reading the brand name, addresses and paths from config.
 */

const QUERY = '?rendered';
const PREFIX = '\0rendered:';

type RenderedMarkdownOptions = {
  /** Absolute path of the module that exports `renderMarkdown(markdown): string`. */
  renderer: string;
  /** The app's `@/` alias, as an absolute path to src/. */
  srcDir: string;
};

type Document = { body: string } & Record<string, unknown>;
type Renderer = { renderMarkdown: (source: string) => string };

function isDocument(value: unknown): value is Document {
  return (
    typeof value === 'object' && value !== null && typeof (value as Document).body === 'string'
  );
}

/** The one document a content module exports, whatever it is named. */
function documentOf(module: Record<string, unknown>, file: string): Document {
  const [document, ...others] = Object.values(module).filter(isDocument);
  if (!document || others.length > 0) {
    throw new Error(`${file} must export exactly one document with a markdown body.`);
  }
  return document;
}

export function renderedMarkdown({ renderer, srcDir }: RenderedMarkdownOptions): Plugin {
  const runnerConfig: InlineConfig = { logLevel: 'error', resolve: { alias: { '@': srcDir } } };
  let isBuild = false;
  // A build loads the renderer (about a second: react-markdown and its parsers) once and
  // renders each document once; the dev server starts afresh on every change.
  let buildRenderer: ReturnType<typeof runnerImport<Renderer>> | undefined;
  const buildCache = new Map<string, Promise<{ code: string; dependencies: string[] }>>();

  function loadRenderer() {
    if (!isBuild) return runnerImport<Renderer>(renderer, runnerConfig);
    buildRenderer ??= runnerImport<Renderer>(renderer, runnerConfig);
    return buildRenderer;
  }

  async function render(file: string) {
    const [content, markdown] = await Promise.all([
      runnerImport<Record<string, unknown>>(file, runnerConfig),
      loadRenderer(),
    ]);
    const { body, ...fields } = documentOf(content.module, file);
    const html = markdown.module.renderMarkdown(body);
    return {
      code: `export default ${JSON.stringify({ ...fields, html })};\n`,
      dependencies: [file, renderer, ...content.dependencies, ...markdown.dependencies],
    };
  }

  return {
    name: 'larkfield:rendered-markdown',
    enforce: 'pre',
    configResolved(config) {
      isBuild = config.command === 'build';
    },
    async resolveId(source, importer) {
      if (!source.endsWith(QUERY)) return null;
      const resolved = await this.resolve(source.slice(0, -QUERY.length), importer, {
        skipSelf: true,
      });
      if (!resolved) return null;
      return PREFIX + resolved.id;
    },
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const file = id.slice(PREFIX.length);
      let result = isBuild ? buildCache.get(file) : undefined;
      if (!result) {
        result = render(file);
        if (isBuild) buildCache.set(file, result);
      }
      const { code, dependencies } = await result;
      for (const dependency of dependencies) this.addWatchFile(dependency);
      return code;
    },
  };
}
