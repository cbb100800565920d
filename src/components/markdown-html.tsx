import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

type MarkdownHtmlProps = {
  /** HTML from renderMarkdown, made at build time: already sanitised. */
  html: string;
  className?: string;
};

/**
 * Long-form copy rendered from markdown at build time (see ./markdown.tsx). A click on a link to
 * a page of this site navigates inside the app, as a router link would; other links, and clicks
 * that open a new tab or window, are left to the browser.
 */
export function MarkdownHtml({ html, className = '' }: MarkdownHtmlProps) {
  const ref = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    function onClick(event: MouseEvent) {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a') : null;
      const href = anchor?.getAttribute('href');
      if (!anchor || !href || anchor.target || anchor.hasAttribute('download')) return;
      // Only site paths: '//host' is another site, and a scheme means another service.
      if (!href.startsWith('/') || href.startsWith('//')) return;
      event.preventDefault();
      void navigate(href);
    }
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [navigate]);

  return (
    <div
      ref={ref}
      className={`max-w-3xl text-base text-slate-800 sm:text-lg ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
