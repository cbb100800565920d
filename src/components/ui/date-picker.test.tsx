import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { DatePicker } from './date-picker';

// Friday 14 March 2025, mid-morning.
const today = new Date(2025, 2, 14, 10, 30);

function Harness({
  initial = '',
  onChange = () => {},
  onSubmit = () => {},
}: {
  initial?: string;
  onChange?: (value: string) => void;
  onSubmit?: () => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <DatePicker
        label="Awarded Date"
        name="awardedDate"
        value={value}
        onChange={(next) => {
          setValue(next);
          onChange(next);
        }}
        today={today}
      />
    </form>
  );
}

function setup(initial = '') {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  render(<Harness initial={initial} onChange={onChange} onSubmit={onSubmit} />);
  const input = screen.getByRole('textbox', { name: 'Awarded Date' });
  return { user, onChange, onSubmit, input };
}

const calendar = () => screen.getByRole('dialog', { name: 'Choose awarded date' });
const day = (name: string) => within(calendar()).getByRole('button', { name });
const monthSelect = () => within(calendar()).getByRole('combobox', { name: 'Month' });
const yearSelect = () => within(calendar()).getByRole('combobox', { name: 'Year' });
const shownMonth = () => within(calendar()).getByRole('grid').querySelector('caption')?.textContent;

describe('DatePicker', () => {
  it('is a labelled, read-only text box showing the date in full', () => {
    const { input } = setup('2025-03-07');
    expect(input).toHaveAttribute('readonly');
    expect(input).toHaveValue('7 March 2025');
    expect(input).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('input[type="hidden"][name="awardedDate"]')).toHaveValue(
      '2025-03-07',
    );
  });

  it('shows a placeholder when empty, and wires hint, error and required', () => {
    render(
      <DatePicker
        label="Awarded Date"
        value=""
        onChange={() => {}}
        required
        hint="The day the learner achieved the qualification."
        error="Choose the awarded date."
        today={today}
      />,
    );
    const input = screen.getByRole('textbox', { name: /Awarded Date/ });
    expect(input).toHaveValue('');
    expect(input).toHaveAttribute('placeholder', 'Select a date');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      'The day the learner achieved the qualification. Choose the awarded date.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens on click with focus on today, marked as today', async () => {
    const { user, input } = setup();
    await user.click(input);
    expect(calendar()).toBeInTheDocument();
    const todayButton = day('Friday 14 March 2025');
    expect(todayButton).toHaveFocus();
    expect(todayButton).toHaveAttribute('aria-current', 'date');
    expect(todayButton).toHaveAttribute('aria-pressed', 'false');
    expect(shownMonth()).toBe('March 2025');
    expect(within(calendar()).getAllByRole('columnheader')).toHaveLength(7);
  });

  it('opens on Enter, Space and Down Arrow without submitting the form', async () => {
    const { user, input, onSubmit } = setup('2019-07-04');
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      input.focus();
      await user.keyboard(key);
      const chosen = day('Thursday 4 July 2019');
      expect(chosen).toHaveFocus();
      expect(chosen).toHaveAttribute('aria-pressed', 'true');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables future days, months and years, and keeps five future years listed', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    expect(day('Saturday 15 March 2025')).toBeDisabled();
    expect(day('Monday 31 March 2025')).toBeDisabled();
    expect(day('Friday 14 March 2025')).toBeEnabled();
    await user.click(day('Saturday 15 March 2025'));
    expect(onChange).not.toHaveBeenCalled();
    expect(calendar()).toBeInTheDocument();

    expect(within(calendar()).getByRole('button', { name: 'Next month' })).toBeDisabled();
    expect(within(calendar()).getByRole('button', { name: 'Next 10' })).toBeDisabled();
    expect(within(monthSelect()).getByRole('option', { name: 'March' })).toBeEnabled();
    expect(within(monthSelect()).getByRole('option', { name: 'April' })).toBeDisabled();

    const years = within(yearSelect()).getAllByRole('option');
    expect(years).toHaveLength(41);
    expect(years[0]).toHaveTextContent('1990');
    expect(years.at(-1)).toHaveTextContent('2030');
    expect(years.filter((option) => (option as HTMLOptionElement).disabled)).toHaveLength(5);
    expect(within(yearSelect()).getByRole('option', { name: '2025' })).toBeEnabled();
    expect(within(yearSelect()).getByRole('option', { name: '2026' })).toBeDisabled();
  });

  it('pages by ten years, clamped to 1990 and to today', async () => {
    const { user, input } = setup('2012-06-15');
    await user.click(input);
    const previous = within(calendar()).getByRole('button', { name: 'Previous 10' });
    const next = within(calendar()).getByRole('button', { name: 'Next 10' });

    await user.click(previous);
    expect(yearSelect()).toHaveValue('2002');
    expect(shownMonth()).toBe('June 2002');
    await user.click(previous);
    expect(yearSelect()).toHaveValue('1992');
    await user.click(previous);
    expect(yearSelect()).toHaveValue('1990');
    expect(shownMonth()).toBe('June 1990');
    expect(previous).toBeDisabled();
    expect(within(calendar()).getByRole('button', { name: 'Previous month' })).toBeEnabled();

    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(yearSelect()).toHaveValue('2020');
    // June 2025 is still to come, so paging stops at this month.
    await user.click(next);
    expect(yearSelect()).toHaveValue('2025');
    expect(shownMonth()).toBe('March 2025');
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('changes month and year with the pickers and the month buttons, then picks a day', async () => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.selectOptions(yearSelect(), '2001');
    expect(shownMonth()).toBe('March 2001');
    await user.selectOptions(monthSelect(), 'January');
    expect(shownMonth()).toBe('January 2001');
    expect(monthSelect()).toHaveFocus();

    await user.click(within(calendar()).getByRole('button', { name: 'Previous month' }));
    expect(shownMonth()).toBe('December 2000');
    await user.click(within(calendar()).getByRole('button', { name: 'Next month' }));
    await user.click(within(calendar()).getByRole('button', { name: 'Next month' }));
    expect(shownMonth()).toBe('February 2001');

    await user.click(day('Tuesday 20 February 2001'));
    expect(onChange).toHaveBeenCalledWith('2001-02-20');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue('20 February 2001');
    expect(input).toHaveFocus();
  });

  it('stops at January 1990', async () => {
    const { user, input } = setup('1990-01-10');
    await user.click(input);
    expect(within(calendar()).getByRole('button', { name: 'Previous month' })).toBeDisabled();
    expect(within(calendar()).getByRole('button', { name: 'Previous 10' })).toBeDisabled();
    await user.keyboard('{PageUp}');
    expect(day('Monday 1 January 1990')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(day('Monday 1 January 1990')).toHaveFocus();
  });

  it.each([
    ['Today', '2025-03-14', '14 March 2025'],
    ['Yesterday', '2025-03-13', '13 March 2025'],
  ])('picks %s with its shortcut', async (shortcut, iso, shown) => {
    const { user, input, onChange } = setup('2010-01-01');
    await user.click(input);
    await user.click(within(calendar()).getByRole('button', { name: shortcut }));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(iso);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveValue(shown);
    expect(input).toHaveFocus();
  });

  it('closes without a change from Close, Escape or a click outside, focus back on the field', async () => {
    const { user, input, onChange } = setup('2024-11-05');
    await user.click(input);
    await user.click(within(calendar()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowLeft}{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.click(input);
    // A click on the backdrop lands on the <dialog> element itself, outside its content.
    await user.click(calendar());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('5 November 2024');
  });

  it('moves through the days with the keyboard, across months, never onto a future day', async () => {
    const { user, input } = setup();
    await user.click(input);
    const focused = (name: string) => expect(day(name)).toHaveFocus();

    focused('Friday 14 March 2025');
    await user.keyboard('{ArrowRight}');
    focused('Friday 14 March 2025');
    await user.keyboard('{ArrowDown}');
    focused('Friday 14 March 2025');
    await user.keyboard('{End}');
    focused('Friday 14 March 2025');
    await user.keyboard('{ArrowLeft}');
    focused('Thursday 13 March 2025');
    await user.keyboard('{ArrowUp}');
    focused('Thursday 6 March 2025');
    await user.keyboard('{Home}');
    focused('Monday 3 March 2025');
    await user.keyboard('{ArrowLeft}');
    focused('Sunday 2 March 2025');
    await user.keyboard('{ArrowUp}');
    focused('Sunday 23 February 2025');
    expect(shownMonth()).toBe('February 2025');
    await user.keyboard('{PageUp}');
    focused('Thursday 23 January 2025');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    focused('Tuesday 23 January 2024');
    await user.keyboard('{PageDown}');
    focused('Friday 23 February 2024');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    focused('Friday 8 March 2024');
    expect(day('Friday 8 March 2024')).toHaveAttribute('tabindex', '0');
    expect(day('Thursday 7 March 2024')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    focused('Saturday 8 March 2025');
    await user.keyboard('{PageDown}');
    focused('Friday 14 March 2025');
  });

  it('picks the focused day with Enter or Space', async () => {
    const { user, input, onChange } = setup('2023-05-10');
    await user.click(input);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2023-05-11');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    day('Thursday 11 May 2023');
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith('2023-05-18');
    expect(input).toHaveValue('18 May 2023');
  });

  it('keeps Tab inside the open calendar', async () => {
    const { user, input } = setup('2020-02-02');
    await user.click(input);
    const first = within(calendar()).getByRole('button', { name: 'Previous 10' });
    const close = within(calendar()).getByRole('button', { name: 'Close' });
    close.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(calendar()).getByRole('button', { name: 'Yesterday' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expect(day('Sunday 2 February 2020')).toHaveFocus();
  });
});
