import { render, screen } from '@testing-library/react';

import type { StaffRole } from '@/domain/staff';
import { adminRole, centreRole } from '@/testing/staff';

import { SessionContext, type Session } from '../session-context';
import { AdminsOnly } from './admins-only';

function renderAs(role: StaffRole) {
  const session: Session = {
    loading: false,
    user: { uid: 'u-1', email: 'someone@larkfield.test', displayName: null },
    isStaff: true,
    role,
    signingOut: false,
    signOut: async () => {},
    recheck: async () => {},
    follow: () => {},
  };
  render(
    <SessionContext value={session}>
      <AdminsOnly notice={{ title: 'The awarding body does this.', text: 'Ask them.' }}>
        <p>The admins’ screen</p>
      </AdminsOnly>
    </SessionContext>,
  );
}

describe('AdminsOnly', () => {
  it('shows an admin the screen', () => {
    renderAs(adminRole);
    expect(screen.getByText('The admins’ screen')).toBeVisible();
    expect(screen.queryByText('The awarding body does this.')).not.toBeInTheDocument();
  });

  it("shows a centre's staff who to ask, and nothing of the screen", () => {
    renderAs(centreRole);
    expect(screen.getByText('The awarding body does this.')).toBeVisible();
    expect(screen.getByText('Ask them.')).toBeVisible();
    expect(screen.queryByText('The admins’ screen')).not.toBeInTheDocument();
  });
});
