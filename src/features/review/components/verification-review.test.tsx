import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { formatDateTime } from '@/domain/dates';
import { renderWithQueryClient } from '@/testing/render-with-query-client';
import { PATEL } from '@/testing/staff';
import {
  attempt,
  fakeReviewApi,
  SERVER_TIME,
  SIGNED_IN_REVIEWER as REVIEWER,
} from '@/testing/fake-review-api';

import type { VerificationAttempt } from '../types';
import { VerificationReview } from './verification-review';

// The screen with its database operations passed in: Firestore and the rules themselves are
// exercised in tests/review and tests/rules against the emulator.

const mary = attempt({ id: 'mary', attemptedAt: new Date(2025, 2, 12, 14, 5) });
const omar = attempt({
  id: 'omar',
  firstName: 'omar',
  surname: 'haddad',
  certificateNumber: null,
  studentNumber: 'Q92244705',
  attemptedAt: new Date(2025, 2, 11, 9, 15),
});
const noNumbers = attempt({
  id: 'old',
  firstName: 'ellen',
  surname: 'price',
  certificateNumber: null,
  attemptedAt: new Date(2024, 10, 2, 16, 40),
});
const flagged = attempt({
  id: 'flagged',
  status: 'suspicious',
  firstName: 'john',
  surname: 'doe',
  attemptedAt: new Date(2025, 2, 10, 11, 0),
  reviewedBy: PATEL.email,
  reviewedAt: new Date(2025, 2, 10, 12, 0),
  reviewNote: 'Same number tried with three different names.',
});

function setup(records: VerificationAttempt[], options?: { emulators?: boolean }) {
  const user = userEvent.setup({ skipHover: true });
  const api = fakeReviewApi(records, options);
  renderWithQueryClient(<VerificationReview api={api} />);
  return { user, api };
}

const failedList = () => screen.findByRole('list', { name: 'Failed verification attempts' });
const suspiciousList = () =>
  screen.findByRole('list', { name: 'Suspicious verification attempts' });
const details = () => screen.getByRole('region', { name: 'Attempt details' });
const detail = (term: string) =>
  within(details()).getByText(term, { selector: 'dt' }).nextElementSibling;

// Role queries compute every button's accessible name, which jsdom does slowly on a loaded machine.
describe('VerificationReview: the queues', { timeout: 15_000 }, () => {
  it('counts each queue in its tab', async () => {
    setup([mary, omar, flagged]);
    expect(
      await screen.findByRole('tab', { name: 'Failed Verifications (2)', selected: true }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Suspicious Verifications (1)' })).toBeInTheDocument();
  });

  it('lists attempts newest first with the name, the number or "No ID provided", and the time', async () => {
    setup([noNumbers, mary, omar]);
    const items = within(await failedList()).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      `mary smithCertificate 086524318${formatDateTime(mary.attemptedAt)}`,
      `omar haddadStudent Q92244705${formatDateTime(omar.attemptedAt)}`,
      `ellen priceNo ID provided${formatDateTime(noNumbers.attemptedAt)}`,
    ]);
  });

  it('shows the empty states in the spec’s words', async () => {
    const { user } = setup([]);
    expect(await screen.findByRole('heading', { name: 'No Failed Verifications' })).toBeVisible();
    expect(screen.getByText('All verification attempts have been successful.')).toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Suspicious Verifications (0)' }));
    expect(screen.getByRole('heading', { name: 'No Suspicious Verifications' })).toBeVisible();
    expect(
      screen.getByText('No verification attempts have been flagged as suspicious.'),
    ).toBeVisible();
  });

  // Counted with the DOM rather than by role: role queries over 60 buttons are slow in jsdom.
  it('pages 50 at a time with Load more, moving focus to the first new attempt', async () => {
    const many = Array.from({ length: 62 }, (_, index) =>
      attempt({
        id: `a${index}`,
        surname: `surname${index}`,
        attemptedAt: new Date(2025, 0, 1, 0, 62 - index),
      }),
    );
    const { user, api } = setup(many);
    const list = await failedList();
    const items = () => list.querySelectorAll('li > button');
    expect(items()).toHaveLength(50);
    expect(await screen.findByText('Showing 50 of 62')).toBeVisible();
    await user.click(screen.getByText('Load more'));
    await waitFor(() => expect(items()).toHaveLength(62));
    expect(screen.getByText('Showing 62 of 62')).toBeVisible();
    expect(screen.queryByText('Load more')).not.toBeInTheDocument();
    expect(within(list).getByText('mary surname50').closest('button')).toHaveFocus();
    expect(api.listAttempts).toHaveBeenLastCalledWith('failed', { after: 50 });
  });

  it('shows what was recorded about the attempt chosen', async () => {
    const { user } = setup([mary]);
    const item = within(await failedList()).getByRole('button', { name: /mary smith/ });
    await user.click(item);
    expect(item).toHaveAttribute('aria-current', 'true');
    expect(detail('First name')).toHaveTextContent('mary');
    expect(detail('Surname')).toHaveTextContent('smith');
    expect(detail('Certificate number')).toHaveTextContent('086524318');
    expect(detail('Student number')).toHaveTextContent('Not given');
    expect(detail('Attempted at')).toHaveTextContent(formatDateTime(mary.attemptedAt));
    expect(detail('IP address')).toHaveTextContent('unknown');
    expect(detail('User agent')).toHaveTextContent(mary.userAgent);
    expect(detail('Source')).toHaveTextContent('From the public verification page');
    expect(within(details()).queryByText('Previous review')).not.toBeInTheDocument();
  });

  it('tells a batch check’s miss from a public one by the organisation, in the list and the details', async () => {
    const batchMiss = attempt({
      id: 'batch-7',
      organisation: 'Acme Recruitment',
      attemptedAt: new Date(2025, 2, 13, 10, 0),
    });
    const { user } = setup([mary, batchMiss]);
    const items = within(await failedList()).getAllByRole('button');
    expect(items[0]).toHaveTextContent('From a batch check by Acme Recruitment');
    expect(items[1]).not.toHaveTextContent('batch check');
    await user.click(items[0]!);
    expect(detail('Source')).toHaveTextContent('From a batch check by Acme Recruitment');
  });

  it('shows the previous review of a suspicious attempt, labelled Flagged as Suspicious', async () => {
    const { user } = setup([flagged]);
    await user.click(await screen.findByRole('tab', { name: 'Suspicious Verifications (1)' }));
    await user.click(within(await suspiciousList()).getByRole('button', { name: /john doe/ }));
    expect(within(details()).getByText('Flagged as Suspicious')).toBeVisible();
    expect(detail('Reviewed by')).toHaveTextContent(PATEL.email);
    expect(detail('Reviewed at')).toHaveTextContent(formatDateTime(flagged.reviewedAt));
    expect(detail('Review note')).toHaveTextContent(flagged.reviewNote!);
    expect(within(details()).getByText('Not yet under investigation.')).toBeVisible();
  });

  it('offers the sample attempt only on the emulators', async () => {
    setup([]);
    await screen.findByText('No Failed Verifications');
    expect(
      screen.queryByRole('button', { name: 'Create Sample Failed Verification' }),
    ).not.toBeInTheDocument();
  });

  it('adds a sample attempt on the emulators and reloads the queue', async () => {
    const { user, api } = setup([], { emulators: true });
    await user.click(
      await screen.findByRole('button', { name: 'Create Sample Failed Verification' }),
    );
    expect(api.createSampleAttempt).toHaveBeenCalledOnce();
    expect(await screen.findByRole('tab', { name: 'Failed Verifications (1)' })).toBeVisible();
    expect(within(await failedList()).getAllByRole('button')).toHaveLength(1);
  });
});

describe('VerificationReview: the review steps', { timeout: 15_000 }, () => {
  it('flags an attempt as suspicious as the signed-in reviewer, clears the note and moves on', async () => {
    const { user, api } = setup([mary, omar]);
    await user.click(within(await failedList()).getByRole('button', { name: /mary smith/ }));
    const note = screen.getByRole('textbox', { name: 'Review note' });
    await user.type(note, '  Names do not match the holder.  ');
    await user.click(screen.getByRole('button', { name: 'Flag Suspicious' }));

    expect(api.flagSuspicious).toHaveBeenCalledExactlyOnceWith({
      attemptId: 'mary',
      note: 'Names do not match the holder.',
    });
    expect(await screen.findByRole('tab', { name: 'Failed Verifications (1)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Suspicious Verifications (1)' })).toBeVisible();
    expect(
      screen.getByText('Flagged as suspicious. The attempt is now under Suspicious Verifications.'),
    ).toBeVisible();
    // The next attempt is selected and focused, with a fresh note.
    const next = within(await failedList()).getByRole('button', { name: /omar haddad/ });
    expect(next).toHaveFocus();
    expect(next).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('textbox', { name: 'Review note' })).toHaveValue('');

    await user.click(screen.getByRole('tab', { name: 'Suspicious Verifications (1)' }));
    await user.click(within(await suspiciousList()).getByRole('button', { name: /mary smith/ }));
    expect(detail('Reviewed by')).toHaveTextContent(REVIEWER);
    expect(detail('Reviewed at')).toHaveTextContent(formatDateTime(SERVER_TIME));
    expect(detail('Review note')).toHaveTextContent('Names do not match the holder.');
  });

  it('marks a suspicious attempt under investigation; it stays, relabelled, and the note clears', async () => {
    const { user, api } = setup([flagged]);
    await user.click(await screen.findByRole('tab', { name: 'Suspicious Verifications (1)' }));
    const item = within(await suspiciousList()).getByRole('button', { name: /john doe/ });
    expect(item).toHaveTextContent('Flagged as Suspicious');
    await user.click(item);
    await user.type(
      screen.getByRole('textbox', { name: 'Investigation note' }),
      'Referred to the centre.',
    );
    await user.click(screen.getByRole('button', { name: 'Mark Under Investigation' }));

    expect(api.markUnderInvestigation).toHaveBeenCalledExactlyOnceWith({
      attemptId: 'flagged',
      note: 'Referred to the centre.',
    });
    expect(await screen.findByText('Marked under investigation.')).toBeVisible();
    const same = within(await suspiciousList()).getByRole('button', { name: /john doe/ });
    expect(same).toHaveTextContent('Under Investigation');
    expect(same).toHaveFocus();
    expect(within(details()).getByText('Under Investigation')).toBeVisible();
    expect(detail('Investigated by')).toHaveTextContent(REVIEWER);
    expect(detail('Investigated at')).toHaveTextContent(formatDateTime(SERVER_TIME));
    expect(detail('Investigation note')).toHaveTextContent('Referred to the centre.');
    // Nothing further to record: only closing it remains.
    expect(screen.queryByRole('textbox', { name: 'Investigation note' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Mark Under Investigation' }),
    ).not.toBeInTheDocument();
    expect(api.listAttempts.mock.calls.length).toBeGreaterThanOrEqual(4);
  });

  it('asks before marking investigated, and Cancel keeps the attempt', async () => {
    const { user, api } = setup([mary]);
    await user.click(within(await failedList()).getByRole('button', { name: /mary smith/ }));
    const trigger = screen.getByRole('button', { name: 'Mark Investigated' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Mark this attempt investigated?' });
    expect(dialog).toHaveAccessibleDescription(
      'The attempt by mary smith will be removed from the review queue. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.markInvestigated).not.toHaveBeenCalled();
    expect(trigger).toHaveFocus();
  });

  it('marks investigated after confirmation: the attempt is gone and focus goes to the list', async () => {
    const { user, api } = setup([mary]);
    await user.click(within(await failedList()).getByRole('button', { name: /mary smith/ }));
    await user.type(screen.getByRole('textbox', { name: 'Review note' }), 'Spoke to the employer.');
    await user.click(screen.getByRole('button', { name: 'Mark Investigated' }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this attempt investigated?' });
    await user.click(within(dialog).getByRole('button', { name: 'Mark Investigated' }));

    expect(api.markInvestigated).toHaveBeenCalledExactlyOnceWith('mary');
    const empty = await screen.findByRole('heading', { name: 'No Failed Verifications' });
    expect(empty.parentElement).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Failed Verifications (0)' })).toBeVisible();
    expect(screen.getByText('Marked investigated and removed from the queue.')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Attempt details' })).not.toBeInTheDocument();
  });

  it('logs a failed step, says so briefly and keeps the note', async () => {
    const { user, api } = setup([mary]);
    const failure = new Error('Missing or insufficient permissions.');
    api.flagSuspicious.mockRejectedValueOnce(failure);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await user.click(within(await failedList()).getByRole('button', { name: /mary smith/ }));
    await user.type(screen.getByRole('textbox', { name: 'Review note' }), 'Check with centre.');
    await user.click(screen.getByRole('button', { name: 'Flag Suspicious' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The attempt could not be flagged as suspicious. Please try again.',
    );
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('flag'), failure);
    expect(screen.getByRole('textbox', { name: 'Review note' })).toHaveValue('Check with centre.');
    expect(screen.getByRole('button', { name: 'Flag Suspicious' })).toBeEnabled();
    logged.mockRestore();
  });
});
