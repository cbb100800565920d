import { site } from '@/config/site';

type PageMetaProps = {
  /** The page's own title; the brand name is appended. */
  title: string;
  description: string;
};

/** Sets the document title and meta description; React hoists both into <head>. */
export function PageMeta({ title, description }: PageMetaProps) {
  const fullTitle = title === site.name ? title : `${title} | ${site.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
    </>
  );
}
