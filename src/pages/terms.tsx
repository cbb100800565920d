import terms from '@/content/legal/terms?rendered';
import { LegalPage } from '@/features/legal/components/legal-page';

export default function TermsPage() {
  return <LegalPage document={terms} />;
}
