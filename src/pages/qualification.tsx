import { use } from 'react';
import { useParams } from 'react-router-dom';

import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { loadDetailedQualification } from '@/content/qualification-details';
import { QualificationDetail } from '@/features/catalogue/components/qualification-detail';

export default function QualificationPage() {
  const { qualificationId } = useParams();
  const qualification = use(loadDetailedQualification(qualificationId));
  if (!qualification) return <NotFound />;
  return (
    <>
      <PageMeta title={qualification.title} description={qualification.description} />
      <QualificationDetail qualification={qualification} />
    </>
  );
}
