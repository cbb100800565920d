import { centreLabel } from '@/domain/centres';
import type { StaffRole } from '@/domain/staff';

/** A centre as the Staff screen names it. */
type Named = { centreNumber: string; name: string };

/** What a role gives, as the Staff screen says it, its centre named where the page knows it. */
export function accessLabel(role: StaffRole | null, centres: ReadonlyMap<string, Named>): string {
  if (role === null) return 'None: the entry names no centre';
  if (role.role === 'admin') return 'Admin: every centre';
  const centre = centres.get(role.centreNumber);
  return `Centre ${centre ? centreLabel(centre) : role.centreNumber}`;
}
