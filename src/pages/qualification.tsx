import { useParams } from 'react-router-dom';

import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { getDetailedQualification } from '@/content/qualification-details';
import { QualificationDetail } from '@/features/catalogue/components/qualification-detail';

export default function QualificationPage() {
  const { qualificationId } = useParams();
  const qualification = getDetailedQualification(qualificationId);
  if (!qualification) return <NotFound />;
  return (
    <>
      <PageMeta title={qualification.title} description={qualification.description} />
      <QualificationDetail qualification={qualification} />
    </>
  );
}
