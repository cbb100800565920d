import { centreLabel, type Centre } from '@/domain/centres';
import type { StaffRole } from '@/domain/staff';

/** What a role gives, as the Staff screen says it, its centre named where the list knows it. */
export function accessLabel(role: StaffRole | null, centres: ReadonlyMap<string, Centre>): string {
  if (role === null) return 'None: the entry names no centre';
  if (role.role === 'admin') return 'Admin: every centre';
  const centre = centres.get(role.centreNumber);
  return `Centre ${centre ? centreLabel(centre) : role.centreNumber}`;
}
