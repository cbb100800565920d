import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { Certificate } from '@/domain/certificate';
import type { StaffActor, StaffRole } from '@/domain/staff';
import { addedCertificate } from '@/testing/certificates';
import { ada } from '@/testing/learners';
import { adminRole, centreRole, OKAFOR, PATEL } from '@/testing/staff';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import type { CertificateStanding, StatusApi, StatusStep } from '../api/status-api';
import { CertificateStatusPanel } from './certificate-status-panel';

/** The admin viewing the panel, and the colleague who asks for what the viewer decides. */
const ME = OKAFOR;
const COLLEAGUE = PATEL;

const added = await addedCertificate(ada, { id: 'cert-1' });

/** Ada's certificate as added, in the standing a test is about. */
function certificate(changes: Partial<Certificate> = {}): Certificate {
  return { ...added, ...changes };
}

const withdrawalRequestedBy = (requester: StaffActor): CertificateStanding => ({
  certificate: certificate({ pendingStatus: 'withdrawn' }),
  request: {
    requestedBy: requester.email,
    requestedByUid: requester.uid,
    requestedAt: new Date(2026, 10, 20),
    reason: { code: 'malpractice', note: 'Centre investigation 2026/14.' },
  },
});

/** `text` matched as it is written. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The standing as the database holds it; each step changes it as the rules allow. */
function fakeApi(initial: CertificateStanding) {
  let standing = initial;
  const steps: StatusStep[] = [];
  const roles: StaffRole[] = [];
  const api: StatusApi = {
    readStanding: async () => standing,
    viewerUid: async () => ME.uid,
    takeStep: async (_id, step, role) => {
      steps.push(step);
      roles.push(role);
      if (step.kind === 'suspend') {
        standing = {
          certificate: certificate({
            status: 'suspended',
            statusReason: step.reason,
            statusChangedAt: new Date(2026, 10, 23),
          }),
          request: null,
        };
      }
    },
  };
  return { api, steps, roles };
}

function renderPanel(api: StatusApi, onReplace = vi.fn(), role: StaffRole = adminRole) {
  const user = userEvent.setup();
  renderWithQueryClient(
    <CertificateStatusPanel certificateId="cert-1" role={role} api={api} onReplace={onReplace} />,
  );
  const panel = () => screen.getByRole('region', { name: 'Certificate Status' });
  return { user, panel, onReplace };
}

const buttonNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('button')
    .map((button) => button.textContent);

describe('CertificateStatusPanel', () => {
  it('offers Suspend, Request Withdrawal and Request Replacement for a valid certificate', async () => {
    const { api, steps } = fakeApi({ certificate: certificate(), request: null });
    const { panel, user } = renderPanel(api);
    expect(await screen.findByText('Public verification shows it as genuine.')).toBeVisible();
    expect(buttonNames(panel())).toEqual(['Suspend', 'Request Withdrawal', 'Request Replacement']);

    await user.click(within(panel()).getByRole('button', { name: 'Request Replacement' }));
    await user.selectOptions(within(panel()).getByRole('combobox', { name: /Reason/ }), [
      'Change of name',
    ]);
    await user.click(within(panel()).getByRole('button', { name: 'Request Replacement' }));
    expect(
      await within(panel()).findByText(
        /Replacement requested\. Another staff member must complete it/,
      ),
    ).toBeVisible();
    expect(steps).toEqual([
      { kind: 'request-replacement', reason: { code: 'change-of-name', note: '' } },
    ]);
  });

  it('lets another staff member complete a requested replacement, or reject it', async () => {
    const { api, steps } = fakeApi({
      ...withdrawalRequestedBy(COLLEAGUE),
      certificate: certificate({ pendingStatus: 'replaced' }),
    });
    const { panel, user, onReplace } = renderPanel(api);
    expect(await within(panel()).findByText('Replacement requested')).toBeVisible();
    await user.click(within(panel()).getByRole('button', { name: 'Replace Certificate' }));
    expect(onReplace).toHaveBeenCalledWith(expect.objectContaining({ id: 'cert-1' }));
    await user.click(within(panel()).getByRole('button', { name: 'Reject Replacement' }));
    expect(steps).toEqual([{ kind: 'reject-replacement' }]);
  });

  it('asks for a reason before suspending, then shows the new status and its steps', async () => {
    const { api, steps } = fakeApi({ certificate: certificate(), request: null });
    const { panel, user } = renderPanel(api);
    await user.click(await within(panel()).findByRole('button', { name: 'Suspend' }));
    await user.click(within(panel()).getByRole('button', { name: 'Suspend Certificate' }));
    expect(within(panel()).getByRole('combobox', { name: /Reason/ })).toHaveAccessibleDescription(
      /Choose a reason\./,
    );
    expect(steps).toEqual([]);

    await user.selectOptions(within(panel()).getByRole('combobox', { name: /Reason/ }), [
      'Malpractice',
    ]);
    await user.click(within(panel()).getByRole('button', { name: 'Suspend Certificate' }));
    expect(
      await within(panel()).findByText(/Certificate suspended\. Public verification now says/),
    ).toBeVisible();
    expect(steps).toEqual([{ kind: 'suspend', reason: { code: 'malpractice', note: '' } }]);
    expect(within(panel()).getByText('Reason:').parentElement).toHaveTextContent(
      'Reason: Malpractice',
    );
    expect(buttonNames(panel())).toEqual(['Reinstate', 'Request Withdrawal']);
  });

  it('tells the requester their withdrawal awaits another staff member, with no way to decide it', async () => {
    const { api } = fakeApi(withdrawalRequestedBy(ME));
    const { panel } = renderPanel(api);
    expect(
      await within(panel()).findByText('Awaiting a decision by another staff member'),
    ).toBeVisible();
    expect(within(panel()).queryByRole('button', { name: /Approve Withdrawal/ })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: /Reject Withdrawal/ })).toBeNull();
  });

  it('lets another staff member approve, after a second confirmation, or reject', async () => {
    const { api, steps } = fakeApi(withdrawalRequestedBy(COLLEAGUE));
    const { panel, user } = renderPanel(api);
    expect(
      await within(panel()).findByText(
        new RegExp(
          `By ${escaped(COLLEAGUE.email)} on 20 November 2026\\. Reason: Malpractice: Centre investigation 2026/14\\.`,
        ),
      ),
    ).toBeVisible();
    expect(within(panel()).queryByText('Awaiting a decision by another staff member')).toBeNull();

    await user.click(within(panel()).getByRole('button', { name: 'Approve Withdrawal' }));
    expect(steps).toEqual([]);
    await user.click(within(panel()).getByRole('button', { name: 'Withdraw Certificate' }));
    expect(steps).toEqual([{ kind: 'approve-withdrawal' }]);
  });

  it('says when a step is refused, and changes nothing on screen', async () => {
    const { api } = fakeApi({ certificate: certificate({ status: 'suspended' }), request: null });
    api.takeStep = async () => {
      throw new Error('Missing or insufficient permissions.');
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { panel, user } = renderPanel(api);
    await user.click(await within(panel()).findByRole('button', { name: 'Reinstate' }));
    expect(await within(panel()).findByRole('alert')).toHaveTextContent(
      'The status was not changed.',
    );
    expect(buttonNames(panel())).toEqual(['Reinstate', 'Request Withdrawal']);
  });

  it('offers a centre’s staff only Request Withdrawal, and takes it as their role', async () => {
    const { api, steps, roles } = fakeApi({ certificate: certificate(), request: null });
    const { panel, user } = renderPanel(api, vi.fn(), centreRole);
    expect(await screen.findByText('Public verification shows it as genuine.')).toBeVisible();
    expect(buttonNames(panel())).toEqual(['Request Withdrawal']);

    await user.click(within(panel()).getByRole('button', { name: 'Request Withdrawal' }));
    await user.selectOptions(within(panel()).getByRole('combobox', { name: /Reason/ }), [
      'Malpractice',
    ]);
    await user.type(within(panel()).getByRole('textbox', { name: /Note/ }), 'Copied work.');
    await user.click(within(panel()).getByRole('button', { name: 'Request Withdrawal' }));
    expect(await within(panel()).findByText(/Withdrawal requested\./)).toBeVisible();
    expect(steps).toEqual([
      { kind: 'request-withdrawal', reason: { code: 'malpractice', note: 'Copied work.' } },
    ]);
    expect(roles).toEqual([centreRole]);
  });

  it('gives a centre’s staff no way to reinstate a suspended certificate', async () => {
    const suspended = fakeApi({ certificate: certificate({ status: 'suspended' }), request: null });
    const { panel } = renderPanel(suspended.api, vi.fn(), centreRole);
    expect(await within(panel()).findByText('Suspended')).toBeVisible();
    expect(buttonNames(panel())).toEqual(['Request Withdrawal']);
  });

  it('tells a centre’s staff a colleague’s request awaits the awarding body', async () => {
    for (const pending of ['withdrawn', 'replaced'] as const) {
      const { api } = fakeApi({
        ...withdrawalRequestedBy(COLLEAGUE),
        certificate: certificate({ pendingStatus: pending }),
      });
      const { panel } = renderPanel(api, vi.fn(), centreRole);
      expect(
        await within(panel()).findByText('Awaiting a decision by the awarding body'),
      ).toBeVisible();
      expect(buttonNames(panel())).toEqual([]);
      cleanup();
    }
  });
});
