import { Container } from '@/components/layout/container';
import { PageHero } from '@/components/layout/page-hero';
import { MarkdownHtml } from '@/components/markdown-html';
import { PageMeta } from '@/components/page-meta';
import type { RenderedDocument } from '@/content/legal/legal-document';
import { formatLongDate, isoDate } from '@/domain/dates';

/** A long-form document page: the title in the banner, then the body rendered at build time. */
export function LegalPage({ document }: { document: RenderedDocument }) {
  return (
    <>
      <PageMeta title={document.title} description={document.description} />
      <PageHero
        title={document.title}
        subtitle={
          <>
            Last updated{' '}
            <time dateTime={isoDate(document.updated)}>{formatLongDate(document.updated)}</time>
          </>
        }
      />
      <Container className="py-12 sm:py-16">
        <MarkdownHtml html={document.html} />
      </Container>
    </>
  );
}
