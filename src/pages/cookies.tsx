import { cookies } from '@/content/legal/cookies';
import { LegalPage } from '@/features/legal/components/legal-page';

export default function CookiesPage() {
  return <LegalPage document={cookies} />;
}
