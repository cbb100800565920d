import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { SessionContext, type Session } from '../session-context';
import { StaffGuard } from './staff-guard';

function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <p>Now at {pathname + search}</p>;
}

function renderGuard(session: Partial<Session>, entry = '/dashboard/student-list?page=2') {
  const value: Session = {
    loading: false,
    user: null,
    isStaff: false,
    role: null,
    signingOut: false,
    signOut: vi.fn(async () => {}),
    recheck: async () => {},
    follow: () => {},
    ...session,
  };
  render(
    <SessionContext value={value}>
      <MemoryRouter initialEntries={[entry]}>
        <Routes>
          <Route
            path="/dashboard/student-list"
            element={
              <StaffGuard>
                <h1>Student List</h1>
              </StaffGuard>
            }
          />
          <Route path="/login" element={<CurrentLocation />} />
          <Route path="/verify/batch" element={<CurrentLocation />} />
        </Routes>
      </MemoryRouter>
    </SessionContext>,
  );
  return value;
}

const staffMember = { uid: 'u1', email: 'registrar@larkfield.example', displayName: null };
const activeVerifier = {
  uid: 'u1',
  email: 'registrar@larkfield.example',
  organisation: 'Acme Recruitment',
  dailyAllowance: 500,
  status: 'active' as const,
  addedBy: 'admin@larkfield.example',
  addedAt: new Date(),
  accessEventId: 'e-1',
  lastEventId: 'e-1',
};

describe('StaffGuard', () => {
  it('says it is checking while the session loads, and shows nothing guarded', () => {
    renderGuard({ loading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Checking authentication...');
    expect(screen.queryByRole('heading', { name: 'Student List' })).not.toBeInTheDocument();
  });

  it('sends a visitor with no session to the login, remembering the page and its query', () => {
    renderGuard({ user: null });
    expect(
      screen.getByText('Now at /login?redirect=%2Fdashboard%2Fstudent-list%3Fpage%3D2'),
    ).toBeInTheDocument();
  });

  it('does not send someone who is signing out to the login', () => {
    renderGuard({ user: null, signingOut: true });
    expect(screen.getByRole('status')).toHaveTextContent('Signing out...');
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();
  });

  it('tells a signed-in account without a directory entry that it has no access', async () => {
    const session = renderGuard({ user: { ...staffMember, email: 'learner@example.com' } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'This account does not have staff access' }),
    ).toBeInTheDocument();
    expect(screen.getByText('learner@example.com')).toBeInTheDocument();
    expect(screen.getByText(/ask your administrator/i)).toBeInTheDocument();
    expect(screen.getByText(/sign out and sign in again/i)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Student List' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(session.signOut).toHaveBeenCalledOnce();
    expect(
      await screen.findByText('Now at /login?redirect=%2Fdashboard%2Fstudent-list%3Fpage%3D2'),
    ).toBeInTheDocument();
  });

  it('shows the guarded page to staff', () => {
    renderGuard({ user: staffMember, isStaff: true, role: { role: 'admin' } });
    expect(screen.getByRole('heading', { name: 'Student List' })).toBeInTheDocument();
  });

  it("sends an employer's verifier account to its own pages, never the staff's", () => {
    renderGuard({ user: staffMember, isStaff: false, verifier: activeVerifier });
    expect(screen.getByText('Now at /verify/batch')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Student List' })).not.toBeInTheDocument();
  });
});
