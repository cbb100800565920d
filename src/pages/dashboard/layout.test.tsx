import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';

import type { StaffRole } from '@/domain/staff';
import { SessionContext, type Session } from '@/features/auth/session-context';
import { centreA } from '@/testing/centres';
import { adminRole, centreRole, OKAFOR } from '@/testing/staff';

import DashboardLayoutPage from './layout';

function renderLayout(role: StaffRole) {
  const session: Session = {
    loading: false,
    user: { uid: OKAFOR.uid, email: OKAFOR.email, displayName: null },
    isStaff: true,
    role,
    signingOut: false,
    signOut: vi.fn(async () => {}),
    recheck: async () => {},
    follow: () => {},
  };
  render(
    <SessionContext value={session}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route path="/dashboard" element={<DashboardLayoutPage />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  const nav = within(screen.getByRole('navigation', { name: 'Dashboard' }));
  return nav.getAllByRole('link').map((link) => link.textContent);
}

describe('DashboardLayoutPage', () => {
  it('offers an admin every screen, Review Certificates, Centres, Staff and Verifiers among them', () => {
    expect(renderLayout(adminRole)).toEqual([
      'Home',
      'Add Certificate',
      'Student List',
      'Import Certificates',
      'Review Certificates',
      'Centres',
      'Staff',
      'Verifiers',
      'Activity',
    ]);
  });

  it('offers a centre’s staff no review of failed checks, centres, staff or verifiers, and names their centre', () => {
    expect(renderLayout(centreRole)).toEqual([
      'Home',
      'Add Certificate',
      'Student List',
      'Import Certificates',
      'Activity',
    ]);
    expect(screen.getByText(/Signed in as/)).toHaveTextContent(
      `Signed in as ${OKAFOR.email} for centre ${centreA.centreNumber}`,
    );
  });
});
