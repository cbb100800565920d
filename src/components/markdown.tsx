import ReactMarkdown, { type Components } from 'react-markdown';
import { Link } from 'react-router-dom';

const allowedProtocols = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

/**
 * Keeps a link or image address only if it is relative, a fragment, or uses an allowed protocol.
 * Anything else (javascript:, data:, vbscript: ...) becomes '', which renders as plain text.
 */
export function safeUrl(url: string): string {
  const colon = url.indexOf(':');
  if (colon === -1) return url;
  // A colon after the first '/', '?' or '#' belongs to the path or query, not to a scheme.
  const firstDelimiter = url.search(/[/?#]/);
  if (firstDelimiter !== -1 && colon > firstDelimiter) return url;
  return allowedProtocols.has(url.slice(0, colon).toLowerCase()) ? url : '';
}

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
  a: ({ node: _node, href, children, ...props }) => {
    if (!href) return <span>{children}</span>;
    // Site paths navigate inside the app; a protocol-relative '//' address is external.
    if (href.startsWith('/') && !href.startsWith('//')) {
      return (
        <Link to={href} className={linkClass}>
          {children}
        </Link>
      );
    }
    return (
      <a href={href} className={linkClass} {...props}>
        {children}
      </a>
    );
  },
};

type MarkdownProps = {
  /** Trusted or untrusted markdown: raw HTML is dropped and addresses go through safeUrl. */
  children: string;
  className?: string;
};

/** Renders markdown as styled, safe HTML for long-form copy such as the legal pages. */
export function Markdown({ children, className = '' }: MarkdownProps) {
  return (
    <div className={`max-w-3xl text-base text-slate-800 sm:text-lg ${className}`}>
      <ReactMarkdown skipHtml urlTransform={safeUrl} components={components}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
