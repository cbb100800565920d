import privacy from '@/content/legal/privacy?rendered';
import { LegalPage } from '@/features/legal/components/legal-page';

export default function PrivacyPage() {
  return <LegalPage document={privacy} />;
}
