/** A long-form page written in markdown: the legal pages and the accessibility statement. */
export type LegalDocument = {
  title: string;
  /** The page's meta description. */
  description: string;
  /** When the text last changed, ISO 8601 (yyyy-mm-dd). */
  updated: string;
  /** Markdown, starting at heading level 2: the page supplies the h1. */
  body: string;
};

/**
 * The same document as a page receives it: imported with `?rendered`, the markdown body is turned
 * into HTML during the build (scripts/lib/build/rendered-markdown.ts), so no markdown code ships.
 */
export type RenderedDocument = Omit<LegalDocument, 'body'> & {
  /** Sanitised HTML made from `body` by renderMarkdown. */
  html: string;
};
