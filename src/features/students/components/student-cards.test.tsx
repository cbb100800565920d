import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

import { DEFAULT_CENTRE_NUMBER, type Certificate } from '@/domain/certificate';
import { certificateFromData } from '@/lib/certificate-converter';

import { StudentCards } from './student-cards';

function certificate(id: string, data: Record<string, unknown>): Certificate {
  return certificateFromData(id, {
    certificateNumber: '086525117',
    studentNumber: 'Q8825117',
    firstName: 'Amara',
    surname: 'Okafor',
    courseName: 'Larkfield Level 2 Certificate in Business Administration (RQF)',
    awardedDate: '2025-03-12',
    birthYear: '88',
    centreNumber: DEFAULT_CENTRE_NUMBER,
    createdAt: new Date(2025, 2, 12),
    ...data,
  });
}

const amara = certificate('cert-1', {});
const suspended = certificate('cert-2', {
  firstName: 'Tomasz',
  surname: 'Nowak',
  certificateNumber: '086525118',
  studentNumber: 'Q8825118',
  courseName: '',
  awardedDate: '14 March 2019',
  status: 'suspended',
});

function renderCards(selected: string[] = []) {
  const onView = vi.fn();
  const onToggleSelected = vi.fn();
  render(
    <MemoryRouter>
      <StudentCards
        rows={[amara, suspended]}
        caption="Certificates, newest first"
        onView={onView}
        selectedIds={new Set(selected)}
        onToggleSelected={onToggleSelected}
      />
    </MemoryRouter>,
  );
  const card = (name: string) =>
    screen.getByRole('heading', { level: 2, name }).closest('li') as HTMLElement;
  return { onView, onToggleSelected, card };
}

describe('StudentCards', () => {
  it('gives each learner a card with both numbers, the course, the date, the centre and the status', () => {
    const { card } = renderCards();
    const list = screen.getByRole('list', { name: 'Certificates, newest first' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const facts = within(card('Amara Okafor'));
    const value = (term: string) => facts.getByText(term).nextElementSibling;
    expect(value('Certificate')).toHaveTextContent('086525117');
    expect(value('Student')).toHaveTextContent('Q8825117');
    expect(value('Course')).toHaveTextContent(
      'Larkfield Level 2 Certificate in Business Administration (RQF)',
    );
    expect(value('Awarded')).toHaveTextContent('12 March 2025');
    expect(value('Centre')).toHaveTextContent(DEFAULT_CENTRE_NUMBER);
    expect(facts.getByText('Valid')).toBeVisible();

    const older = within(card('Tomasz Nowak'));
    expect(older.getByText('Course').nextElementSibling).toHaveTextContent('Not recorded');
    expect(older.getByText('Awarded').nextElementSibling).toHaveTextContent('14 March 2019');
    expect(older.getByText('Suspended')).toBeVisible();
  });

  it("acts on the card's own learner: details, printing, and ticking for a batch", async () => {
    const user = userEvent.setup();
    const { onView, onToggleSelected, card } = renderCards(['cert-1']);
    const actions = within(card('Amara Okafor'));

    await user.click(actions.getByRole('button', { name: 'View Details for Amara Okafor' }));
    expect(onView).toHaveBeenCalledWith(amara);
    expect(
      actions.getByRole('link', { name: 'Print Certificate for Amara Okafor' }),
    ).toHaveAttribute('href', '/dashboard/print-certificates?id=cert-1');
    const tick = actions.getByRole('checkbox', { name: 'Select Amara Okafor for printing' });
    expect(tick).toBeChecked();
    await user.click(tick);
    expect(onToggleSelected).toHaveBeenCalledWith(amara);

    const refused = within(card('Tomasz Nowak'));
    expect(
      refused.getByRole('checkbox', { name: 'Select Tomasz Nowak for printing' }),
    ).toBeDisabled();
    expect(
      refused.getByRole('button', { name: 'Print Certificate for Tomasz Nowak' }),
    ).toBeDisabled();
  });
});
