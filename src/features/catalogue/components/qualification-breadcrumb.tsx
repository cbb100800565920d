import { Container } from '@/components/layout/container';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';

type QualificationBreadcrumbProps = {
  title: string;
  /** The catalogue as the visitor left it, filters and all. */
  backHref: string;
};

/** Home / Qualifications / this qualification, on screen only. */
export function QualificationBreadcrumb({ title, backHref }: QualificationBreadcrumbProps) {
  return (
    <nav aria-label="Breadcrumb" className="border-b border-slate-200 bg-slate-50 print:hidden">
      <Container className="py-3 text-sm">
        <ol className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700">
          <li>
            <Link to={paths.home.getHref()} className="underline-offset-4 hover:underline">
              Home
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <Link to={backHref} className="underline-offset-4 hover:underline">
              Qualifications
            </Link>
          </li>
          <li aria-hidden="true">/</li>
          <li aria-current="page" className="font-semibold text-slate-900">
            {title}
          </li>
        </ol>
      </Container>
    </nav>
  );
}
