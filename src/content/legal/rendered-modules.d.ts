/**
 * `import terms from '@/content/legal/terms?rendered'`: the module's LegalDocument with its
 * markdown already rendered to HTML at build time (scripts/lib/build/rendered-markdown.ts).
 */
declare module '*?rendered' {
  import type { RenderedDocument } from '@/content/legal/legal-document';

  const document: RenderedDocument;
  export default document;
}
