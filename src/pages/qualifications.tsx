import { PageHero } from '@/components/layout/page-hero';
import { PageMeta } from '@/components/page-meta';
import { site } from '@/config/site';
import { qualifications } from '@/content/qualifications';
import { QualificationCatalogue } from '@/features/catalogue/components/qualification-catalogue';

export default function QualificationsPage() {
  return (
    <>
      <PageMeta
        title="Qualifications"
        description={`Search ${site.name}' regulated qualifications in direct learning support, administration, and teaching and lecturing, from Entry Level to Level 4.`}
      />
      <PageHero
        title="Qualifications"
        subtitle="Regulated qualifications in direct learning support, administration, and teaching and lecturing, from Entry Level to Level 4. Search by keyword or narrow the list by sector, level and type."
      />
      <QualificationCatalogue qualifications={qualifications} />
    </>
  );
}
