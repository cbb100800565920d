import { Link } from '@/components/ui/link';
import type { ResourceLink as ResourceLinkData } from '@/content/resources';

type ResourceLinkProps = {
  link: ResourceLinkData;
  /** What the link is about, read after the visible label so "Request a copy" is unambiguous. */
  context: string;
};

const linkClass =
  'inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:text-brand-900 hover:underline';

/** A site path navigates inside the app; anything else (a mailto: request) is a plain link. */
export function ResourceLink({ link, context }: ResourceLinkProps) {
  const content = (
    <>
      {link.label}
      <span className="sr-only">: {context}</span>
      <span aria-hidden="true">→</span>
    </>
  );
  if (link.href.startsWith('/')) {
    return (
      <Link to={link.href} className={linkClass}>
        {content}
      </Link>
    );
  }
  return (
    <a href={link.href} className={linkClass}>
      {content}
    </a>
  );
}
