import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { everyCentre } from '@/domain/query-scope';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { fakeAuditApi, surnameEdit } from '@/testing/fake-audit-api';
import { OKAFOR } from '@/testing/staff';

import { RecordHistory } from './record-history';

const certificate = { entity: 'certificate', id: 'cert-1' } as const;

function history() {
  return screen.getByRole('list', { name: 'History of this certificate, newest first' });
}

describe('RecordHistory', { timeout: 15_000 }, () => {
  it('lists when, who and what changed, newest first, and pages by twenty', async () => {
    const user = userEvent.setup();
    const events = Array.from({ length: 23 }, (_, index) => surnameEdit(index));
    const { api, requests } = fakeAuditApi(events);
    renderWithQueryClient(
      <RecordHistory subject={certificate} lastEventId="event-0" scope={everyCentre} api={api} />,
    );

    expect(screen.getByRole('status')).toHaveTextContent('Loading the history...');
    const region = screen.getByRole('region', { name: 'History' });
    await screen.findByRole('list', { name: 'History of this certificate, newest first' });
    const items = () => Array.from(history().children) as HTMLElement[];
    expect(items()).toHaveLength(20);
    const newest = items()[0]!;
    expect(newest).toHaveTextContent('12 Mar 2025, 14:00');
    expect(newest).toHaveTextContent(OKAFOR.email);
    expect(newest).toHaveTextContent('Edited the certificate');
    expect(within(newest).getByText('Surname: Smith1 → Smith0')).toBeInTheDocument();
    expect(within(newest).getByText('12 Mar 2025, 14:00').closest('time')).toHaveAttribute(
      'dateTime',
      new Date(2025, 2, 12, 14, 0).toISOString(),
    );

    await user.click(within(region).getByRole('button', { name: 'Show older' }));
    await screen.findByText('Surname: Smith23 → Smith22');
    expect(items()).toHaveLength(23);
    // The keyboard user is put on the first of the events just loaded.
    expect(items()[20]).toHaveFocus();
    expect(within(region).queryByRole('button', { name: 'Show older' })).not.toBeInTheDocument();
    expect(requests.map((request) => request.after)).toEqual([null, 20]);
  });

  it('says so when nothing has been recorded', async () => {
    const { api } = fakeAuditApi([]);
    renderWithQueryClient(
      <RecordHistory subject={certificate} lastEventId={null} scope={everyCentre} api={api} />,
    );
    expect(
      await screen.findByText('Nothing has been recorded about this certificate yet.'),
    ).toBeInTheDocument();
  });

  it('reads the history again when the record names a new latest event', async () => {
    const { api, requests } = fakeAuditApi([surnameEdit(0)]);
    const view = renderWithQueryClient(
      <RecordHistory subject={certificate} lastEventId="event-0" scope={everyCentre} api={api} />,
    );
    await screen.findByText('Surname: Smith1 → Smith0');
    view.rerender(
      <RecordHistory subject={certificate} lastEventId="event-0" scope={everyCentre} api={api} />,
    );
    expect(requests).toHaveLength(1);
    view.rerender(
      <RecordHistory subject={certificate} lastEventId="event-new" scope={everyCentre} api={api} />,
    );
    await screen.findByText('Surname: Smith1 → Smith0');
    expect(requests).toHaveLength(2);
  });

  it('shows a failure with Retry, and loads on retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { api } = fakeAuditApi([surnameEdit(0)]);
    const failing = {
      ...api,
      fetchHistory: async (...args: Parameters<typeof api.fetchHistory>) => {
        if (fail) throw new Error('The register did not answer.');
        return api.fetchHistory(...args);
      },
    };
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithQueryClient(
      <RecordHistory
        subject={certificate}
        lastEventId="event-0"
        scope={everyCentre}
        api={failing}
      />,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The history could not be loaded.');
    expect(errors).toHaveBeenCalledWith(
      'Could not load the history of certificate cert-1.',
      expect.any(Error),
    );
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Surname: Smith1 → Smith0')).toBeInTheDocument();
    errors.mockRestore();
  });

  it("names an attempt's status in the review screen's words", async () => {
    const { api } = fakeAuditApi([
      surnameEdit(0, {
        entity: 'attempt',
        attemptId: 'attempt-1',
        action: 'attempt.flagged',
        changes: {
          status: { from: 'failed', to: 'suspicious' },
          reviewNote: { from: null, to: 'Odd.' },
        },
      } as never),
    ]);
    renderWithQueryClient(
      <RecordHistory
        subject={{ entity: 'attempt', id: 'attempt-1' }}
        lastEventId="event-0"
        scope={everyCentre}
        api={api}
      />,
    );
    const list = await screen.findByRole('list', { name: 'History of this attempt, newest first' });
    expect(list).toHaveTextContent('Flagged an attempt as suspicious');
    expect(within(list).getByText('Status: Failed → Suspicious')).toBeInTheDocument();
    expect(within(list).getByText('Review note: Odd.')).toBeInTheDocument();
  });
});
