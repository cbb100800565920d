import type { ArticleBlock } from '@/content/news';

type ArticleBodyProps = { blocks: ArticleBlock[] };

/** Renders an article's content blocks; the page's h1 is the title, so blocks start at h2. */
export function ArticleBody({ blocks }: ArticleBodyProps) {
  return (
    <div className="text-lg leading-relaxed text-slate-700">
      {blocks.map((block, index) => {
        // Static content that never reorders, so the position is a stable key.
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'h2':
            return (
              <h2 key={key} className="mt-10 text-2xl font-bold text-brand-900">
                {block.text}
              </h2>
            );
          case 'h3':
            return (
              <h3 key={key} className="mt-8 text-xl font-semibold text-brand-900">
                {block.text}
              </h3>
            );
          case 'ul':
            return (
              <ul key={key} className="mt-4 list-disc space-y-2 pl-6 marker:text-brand-600">
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            );
          case 'p':
            return (
              <p key={key} className="mt-5 first:mt-0">
                {block.text}
              </p>
            );
        }
      })}
    </div>
  );
}
