import type { ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';
import { isAdminRole } from '@/domain/staff';

import { useStaffRole } from '../session-context';

type AdminsOnlyProps = {
  /** Who a centre's staff should ask instead, as the note's title and text. */
  notice: { title: string; text: string };
  children: ReactNode;
};

/**
 * A screen of the awarding body's own (docs/decisions/027-centres.md): its content for an admin;
 * for a centre's staff, a note saying who does this, and nothing read. The rules refuse them the
 * data anyway; the note saves them a screen of errors.
 */
export function AdminsOnly({ notice, children }: AdminsOnlyProps) {
  const role = useStaffRole();
  if (isAdminRole(role)) return children;
  return (
    <div className="mt-6 max-w-3xl">
      <Alert tone="info" role="none" title={notice.title}>
        <p>{notice.text}</p>
      </Alert>
    </div>
  );
}
