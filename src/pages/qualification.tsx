import { useParams } from 'react-router-dom';

import { NotFound } from '@/components/not-found';
import { PageMeta } from '@/components/page-meta';
import { qualifications } from '@/content/qualifications';
import { findQualification } from '@/domain/catalogue';
import { QualificationDetail } from '@/features/catalogue/components/qualification-detail';

export default function QualificationPage() {
  const { qualificationId } = useParams();
  const qualification = findQualification(qualifications, qualificationId);
  if (!qualification) return <NotFound />;
  return (
    <>
      <PageMeta title={qualification.title} description={qualification.description} />
      <QualificationDetail qualification={qualification} />
    </>
  );
}
