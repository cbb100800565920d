import { renderToStaticMarkup } from 'react-dom/server';
import ReactMarkdown, { defaultUrlTransform, type Components } from 'react-markdown';

/*
 * The build-time markdown renderer. The legal pages import their documents with `?rendered`
 * (scripts/lib/build/rendered-markdown.ts), which runs this module during the build, so the browser
 * receives finished HTML and never downloads a markdown parser (docs/decisions/012-build-time-markdown.md).
 * Nothing in the client bundle may import this file.
 */

const linkClass =
  'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 hover:decoration-2';

const components: Components = {
  h2: ({ node: _node, children, ...props }) => (
    <h2 className="mt-10 mb-3 text-2xl font-bold text-brand-900 first:mt-0" {...props}>
      {children}
    </h2>
  ),
  h3: ({ node: _node, children, ...props }) => (
    <h3 className="mt-8 mb-2 text-xl font-semibold text-brand-900" {...props}>
      {children}
    </h3>
  ),
  h4: ({ node: _node, children, ...props }) => (
    <h4 className="mt-6 mb-2 text-lg font-semibold text-brand-900" {...props}>
      {children}
    </h4>
  ),
  p: ({ node: _node, ...props }) => <p className="my-4 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => (
    <ul className="my-4 list-disc space-y-2 pl-6 marker:text-brand-600" {...props} />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol className="my-4 list-decimal space-y-2 pl-6 marker:text-brand-700" {...props} />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1 leading-relaxed" {...props} />,
  strong: ({ node: _node, ...props }) => (
    <strong className="font-semibold text-slate-900" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-6 border-l-4 border-brand-300 bg-brand-50 px-4 py-2 text-slate-800"
      {...props}
    />
  ),
  hr: () => <hr className="my-10 border-slate-200" />,
  // A link whose address the URL transform dropped is shown as its text alone. Site paths stay plain
  // anchors here; MarkdownHtml turns a click on one into an in-app navigation.
  a: ({ node: _node, href, children, ...props }) =>
    href ? (
      <a href={href} className={linkClass} {...props}>
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

/**
 * Markdown as styled, safe HTML: raw HTML in the source is dropped and every address goes
 * through react-markdown's own URL transform, which keeps relative addresses, fragments and the
 * protocols the site allows (http, https, irc, ircs, mailto, xmpp; docs/product.md, Legal pages
 * and links) and empties any other, so the output is safe to insert even for untrusted markdown.
 */
export function renderMarkdown(source: string): string {
  return renderToStaticMarkup(
    <ReactMarkdown skipHtml urlTransform={defaultUrlTransform} components={components}>
      {source}
    </ReactMarkdown>,
  );
}
