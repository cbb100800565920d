import cookies from '@/content/legal/cookies?rendered';
import { LegalPage } from '@/features/legal/components/legal-page';

export default function CookiesPage() {
  return <LegalPage document={cookies} />;
}
