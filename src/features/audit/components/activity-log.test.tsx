import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import type { AuditEvent } from '@/domain/audit';
import type { StaffRole } from '@/domain/staff';
import { downloadFile } from '@/lib/download-file';
import { centreA, centreB } from '@/testing/centres';
import { adminRole, centreRole, OKAFOR, PATEL } from '@/testing/staff';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { fakeAuditApi, surnameEdit } from '@/testing/fake-audit-api';

import type { AuditApi } from '../api/audit-api';
import { ActivityLog } from './activity-log';

vi.mock('@/lib/download-file', () => ({ downloadFile: vi.fn() }));

function Location() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

function renderLog(api: AuditApi, url = '/dashboard/activity', role: StaffRole = adminRole) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/dashboard/activity"
          element={
            <>
              <ActivityLog role={role} api={api} />
              <Location />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const closing = surnameEdit(1, {
  id: 'closed-attempt-1',
  actorUid: PATEL.uid,
  actorEmail: PATEL.email,
  action: 'attempt.closed',
  entity: 'attempt',
  attemptId: 'attempt-1',
  subject: 'chidi okoro (086524318)',
  changes: { status: { from: 'suspicious', to: 'closed' } },
} as Partial<AuditEvent>);

/** Another centre than the one the centre's staff member reaches. */
const hull = centreB.centreNumber;

const location = () => screen.getByTestId('location').textContent;
const events = (name = 'Every event, newest first') => screen.findByRole('list', { name });

describe('ActivityLog', { timeout: 15_000 }, () => {
  it('lists every event newest first, a line each: when, who, what and whom it was about', async () => {
    const { api } = fakeAuditApi([surnameEdit(0), closing]);
    renderLog(api);
    const list = await events();
    const [first, second] = Array.from(list.children) as HTMLElement[];
    expect(first).toHaveTextContent(
      /^\d{1,2} \w{3} \d{4}, \d{2}:\d{2} · j\.okafor@larkfieldawards\.exampleEdited the certificate: Ada Smyth \(086525123\)Show changes/,
    );
    expect(second).toHaveTextContent(
      `${PATEL.email}Closed an attempt (Mark Investigated): chidi okoro (086524318)`,
    );
    expect(screen.getByText('Showing 2 events, newest first')).toBeInTheDocument();
  });

  it("shows an event's changes on demand, with a disclosure button", async () => {
    const user = userEvent.setup();
    const { api } = fakeAuditApi([surnameEdit(0), closing]);
    renderLog(api);
    const [first, second] = Array.from((await events()).children) as HTMLElement[];
    const show = within(first!).getByRole('button', { name: 'Show changes' });
    expect(show).toHaveAccessibleDescription('Edited the certificate: Ada Smyth (086525123)');
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(within(first!).getByText('Surname: Smith1 → Smith0')).not.toBeVisible();

    await user.click(show);
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const changes = document.getElementById(show.getAttribute('aria-controls')!);
    expect(changes).toHaveTextContent('Surname: Smith1 → Smith0');
    expect(changes).toBeVisible();
    expect(within(second!).getByText('Status: Suspicious → Closed')).not.toBeVisible();

    show.focus();
    await user.keyboard('{Enter}');
    expect(show).toHaveAttribute('aria-expanded', 'false');
    expect(changes).not.toBeVisible();
  });

  it('applies the filters from the URL, and puts the ones chosen into it', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeAuditApi([surnameEdit(0), closing]);
    renderLog(api, `/dashboard/activity?staff=${PATEL.email}`);
    const list = await events('Matching events, newest first');
    expect(list.children).toHaveLength(1);
    expect(list).toHaveTextContent('Closed an attempt');
    const staff = screen.getByRole('combobox', { name: 'Staff member' });
    expect(staff).toHaveValue(PATEL.email);

    // An address typed as it starts is suggested whole, and applied in lower case.
    await user.clear(staff);
    await user.type(staff, OKAFOR.email.slice(0, 5).toUpperCase());
    await waitFor(() =>
      expect(document.querySelector(`option[value="${OKAFOR.email}"]`)).not.toBeNull(),
    );
    await user.clear(staff);
    await user.type(staff, OKAFOR.email.toUpperCase());
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Action' }),
      'Edited the certificate',
    );
    await user.type(screen.getByLabelText('From'), '2025-03-12');
    await user.type(screen.getByLabelText('To'), '2025-03-12');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(location()).toBe(
      `/dashboard/activity?staff=${encodeURIComponent(OKAFOR.email)}&action=certificate.edited&from=2025-03-12&to=2025-03-12`,
    );
    await screen.findByText('Surname: Smith1 → Smith0');
    expect(requests.at(-1)?.filters).toEqual({
      staff: OKAFOR.email,
      action: 'certificate.edited',
      from: '2025-03-12',
      to: '2025-03-12',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(location()).toBe('/dashboard/activity');
    expect(await events()).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Staff member' })).toHaveValue('');
  });

  it('refuses a range that ends before it starts, without reading', async () => {
    const user = userEvent.setup();
    const { api, requests } = fakeAuditApi([surnameEdit(0)]);
    renderLog(api);
    await events();
    await user.type(screen.getByLabelText('From'), '2025-03-12');
    await user.type(screen.getByLabelText('To'), '2025-03-01');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveFocus();
    expect(to).toHaveAccessibleDescription(/The To date must be on or after the From date\./);
    expect(location()).toBe('/dashboard/activity');
    expect(requests).toHaveLength(1);
  });

  it('says when nothing matches, and offers everything', async () => {
    const user = userEvent.setup();
    const { api } = fakeAuditApi([surnameEdit(0)]);
    renderLog(api, '/dashboard/activity?action=staff.removed');
    const empty = await screen.findByText('No activity matches these filters.');
    await user.click(
      within(empty.closest('[role="status"]')!).getByRole('button', { name: 'Show all activity' }),
    );
    expect(location()).toBe('/dashboard/activity');
    expect(await events()).toBeInTheDocument();
  });

  it('pages by fifty with Show older, and says when the activity could not be loaded', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 55 }, (_, index) => surnameEdit(index));
    const { api } = fakeAuditApi(many, { pageSize: 50 });
    renderLog(api);
    const list = await events();
    expect(list.children).toHaveLength(50);
    await user.click(screen.getByRole('button', { name: 'Show older' }));
    await screen.findByText('Showing 55 events, newest first');
    expect(list.children.item(50)).toHaveFocus();

    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { api: failing } = fakeAuditApi([], {
      overrides: {
        fetchActivity: async () => {
          throw new Error('Missing or insufficient permissions.');
        },
      },
    });
    renderLog(failing);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The activity could not be loaded.Missing or insufficient permissions.Retry',
    );
    errors.mockRestore();
  });
  it('exports the events under the filters in the URL, every page of them, as CSV', async () => {
    const edits = Array.from({ length: 45 }, (_, index) => surnameEdit(index));
    const { api } = fakeAuditApi([...edits, closing], { pageSize: 20 });
    renderLog(api, '/dashboard/activity?action=certificate.edited');
    await events('Matching events, newest first');
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));

    await vi.waitFor(() => expect(downloadFile).toHaveBeenCalledTimes(1));
    const [fileName, contents] = vi.mocked(downloadFile).mock.calls[0]!;
    expect(fileName).toBe('activity-filtered.csv');
    const lines = String(contents)
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('At,Staff,Action,Subject,Changes,Record,Record ID,Event ID');
    expect(lines).toHaveLength(1 + 45);
    expect(lines[1]).toBe(
      `${edits[0]!.at.toISOString()},${OKAFOR.email},Edited the certificate,Ada Smyth (086525123),Surname: Smith1 → Smith0,certificate,cert-1,event-0`,
    );
    expect(lines.some((line) => line.includes('attempt-1'))).toBe(false);
  });

  it('lets an admin narrow the activity to one centre, kept in the URL as ?centre=', async () => {
    const user = userEvent.setup();
    const elsewhere = surnameEdit(2, { id: 'event-hull', centreNumber: hull } as never);
    const { api, requests } = fakeAuditApi([surnameEdit(0), elsewhere, closing]);
    renderLog(api);
    expect((await events()).children).toHaveLength(3);

    const centre = screen.getByRole('combobox', { name: 'Centre' });
    expect(centre).toHaveAttribute('placeholder', 'All centres');
    await user.type(centre, '90210');
    await user.click(await screen.findByRole('option', { name: '90210 · Harbour College, Hull' }));
    expect(location()).toBe('/dashboard/activity?centre=90210');
    const list = await events('Matching events, newest first');
    expect(list.children).toHaveLength(1);
    expect(requests.at(-1)?.scope).toEqual({ centreNumber: hull });
  });

  it('shows a centre’s staff their own centre’s activity only, with no centre filter', async () => {
    const elsewhere = surnameEdit(2, { id: 'event-hull', centreNumber: hull } as never);
    const { api, requests } = fakeAuditApi([surnameEdit(0), elsewhere, closing]);
    // Even a ?centre= naming another centre reads their own.
    renderLog(api, `/dashboard/activity?centre=${hull}`, centreRole);
    const list = await events();
    expect(list.children).toHaveLength(1);
    expect(requests.every((request) => request.scope.centreNumber === centreA.centreNumber)).toBe(
      true,
    );
    expect(screen.queryByRole('combobox', { name: 'Centre' })).not.toBeInTheDocument();
  });
});
