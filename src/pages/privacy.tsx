import { privacy } from '@/content/legal/privacy';
import { LegalPage } from '@/features/legal/components/legal-page';

export default function PrivacyPage() {
  return <LegalPage document={privacy} />;
}
