import { centreLabel } from '@/domain/centres';
import type { InvitedRole } from '@/domain/invitations';
import { verifierRoleLabel } from '@/domain/verifiers';

/** A centre as the Staff screen names it. */
type Named = { centreNumber: string; name: string };

/** What a role gives, as the Staff screen says it, its centre named where the page knows it. */
export function accessLabel(role: InvitedRole | null, centres: ReadonlyMap<string, Named>): string {
  if (role === null) return 'None: the entry names no centre';
  if (role.role === 'admin') return 'Admin: every centre';
  if (role.role === 'verifier') return verifierRoleLabel(role);
  const centre = centres.get(role.centreNumber);
  return `Centre ${centre ? centreLabel(centre) : role.centreNumber}`;
}
