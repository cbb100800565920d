type ShareLinksProps = {
  /** The article's full address, including the origin. */
  url: string;
  title: string;
};

const linkClass =
  'inline-flex items-center gap-2 rounded-lg border-2 border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50';

/**
 * Plain share links: the networks' own share pages, opened in a new tab. No network script is
 * loaded, so nothing tracks a reader who does not choose to share.
 */
export function ShareLinks({ url, title }: ShareLinksProps) {
  const linkedIn = `https://www.linkedin.com/sharing/share-offsite/?${new URLSearchParams({ url })}`;
  const x = `https://x.com/intent/post?${new URLSearchParams({ text: title, url })}`;
  return (
    <section aria-labelledby="share-heading" className="mt-12 border-t border-slate-200 pt-8">
      <h2 id="share-heading" className="text-lg font-semibold text-brand-900">
        Share this article
      </h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        <li>
          <a href={linkedIn} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M4 3h16a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1zm2.5 7v8h2.6v-8zm1.3-4a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM11 10v8h2.6v-4.2c0-1.1.4-1.9 1.5-1.9s1.4.9 1.4 2V18H19v-4.8c0-2.4-1.3-3.4-3.1-3.4-1.4 0-2 .7-2.4 1.3V10z" />
            </svg>
            Share on LinkedIn<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
        <li>
          <a href={x} target="_blank" rel="noopener noreferrer" className={linkClass}>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5 fill-current">
              <path d="M4 3h4.6l4 5.6L17.4 3H20l-6.2 7.2L21 21h-4.6l-4.4-6.1L6.7 21H4l6.8-7.9z" />
            </svg>
            Share on X<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </section>
  );
}
