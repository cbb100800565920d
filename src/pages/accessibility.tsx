import accessibility from '@/content/legal/accessibility?rendered';
import { LegalPage } from '@/features/legal/components/legal-page';

export default function AccessibilityPage() {
  return <LegalPage document={accessibility} />;
}
