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
  const user = userEvent.setup({ skipHover: true });
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  render(<Harness initial={initial} onChange={onChange} onSubmit={onSubmit} />);
  const input = screen.getByRole('textbox', { name: 'Awarded Date' });
  return { user, onChange, onSubmit, input };
}

/**
 * Finds the open calendar's parts once. They stay mounted while it is open, so a test can keep
 * using them; searching the whole calendar by role and name after every key press is slow.
 */
function calendarParts() {
  const dialog = screen.getByRole('dialog', { name: 'Choose awarded date' });
  const inside = within(dialog);
  const grid = inside.getByRole('grid');
  return {
    dialog,
    grid,
    month: inside.getByRole('combobox', { name: 'Month' }),
    year: inside.getByRole('combobox', { name: 'Year' }),
    button: (name: string) => inside.getByRole('button', { name }),
    day: (name: string) => within(grid).getByRole('button', { name }),
  };
}

async function openCalendar(user: ReturnType<typeof userEvent.setup>, input: HTMLElement) {
  await user.click(input);
  return calendarParts();
}

/** The focused element is the named day in the calendar's grid. */
function expectFocusOn(name: string) {
  const focused = document.activeElement as HTMLElement;
  expect(focused.closest('[role="grid"]')).not.toBeNull();
  expect(focused).toHaveRole('button');
  expect(focused).toHaveAccessibleName(name);
}

const expectClosed = () => expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

// Many clicks and key presses per test: allow for a busy machine running the whole suite.
describe('DatePicker', { timeout: 20_000 }, () => {
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
    const { grid } = await openCalendar(user, input);
    expectFocusOn('Friday 14 March 2025');
    expect(document.activeElement).toHaveAttribute('aria-current', 'date');
    expect(document.activeElement).toHaveAttribute('aria-pressed', 'false');
    expect(grid).toHaveAccessibleName('March 2025');
    expect(within(grid).getAllByRole('columnheader')).toHaveLength(7);
  });

  it('opens on Enter, Space and Down Arrow without submitting the form', async () => {
    const { user, input, onSubmit } = setup('2019-07-04');
    for (const key of ['{Enter}', ' ', '{ArrowDown}']) {
      input.focus();
      await user.keyboard(key);
      expectFocusOn('Thursday 4 July 2019');
      expect(document.activeElement).toHaveAttribute('aria-pressed', 'true');
      await user.keyboard('{Escape}');
      expectClosed();
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('disables future days, months and years, and keeps five future years listed', async () => {
    const { user, input, onChange } = setup();
    const { dialog, day, button, month, year } = await openCalendar(user, input);
    const tomorrow = day('Saturday 15 March 2025');
    expect(tomorrow).toBeDisabled();
    expect(day('Monday 31 March 2025')).toBeDisabled();
    expect(day('Friday 14 March 2025')).toBeEnabled();
    await user.click(tomorrow);
    expect(onChange).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();

    expect(button('Next month')).toBeDisabled();
    expect(button('Next 10')).toBeDisabled();
    expect(within(month).getByRole('option', { name: 'March' })).toBeEnabled();
    expect(within(month).getByRole('option', { name: 'April' })).toBeDisabled();

    const years = within(year).getAllByRole('option');
    expect(years).toHaveLength(41);
    expect(years[0]).toHaveTextContent('1990');
    expect(years.at(-1)).toHaveTextContent('2030');
    expect(years.filter((option) => (option as HTMLOptionElement).disabled)).toHaveLength(5);
    expect(within(year).getByRole('option', { name: '2025' })).toBeEnabled();
    expect(within(year).getByRole('option', { name: '2026' })).toBeDisabled();
  });

  it('pages by ten years, clamped to 1990 and to today', async () => {
    const { user, input } = setup('2012-06-15');
    const { grid, year, button } = await openCalendar(user, input);
    const previous = button('Previous 10');
    const next = button('Next 10');

    await user.click(previous);
    expect(year).toHaveValue('2002');
    expect(grid).toHaveAccessibleName('June 2002');
    await user.click(previous);
    expect(year).toHaveValue('1992');
    await user.click(previous);
    expect(year).toHaveValue('1990');
    expect(grid).toHaveAccessibleName('June 1990');
    expect(previous).toBeDisabled();
    expect(button('Previous month')).toBeEnabled();

    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(year).toHaveValue('2020');
    // June 2025 is still to come, so paging stops at this month.
    await user.click(next);
    expect(year).toHaveValue('2025');
    expect(grid).toHaveAccessibleName('March 2025');
    expect(next).toBeDisabled();
    expect(previous).toBeEnabled();
  });

  it('changes month and year with the pickers and the month buttons, then picks a day', async () => {
    const { user, input, onChange } = setup();
    const { grid, month, year, button, day } = await openCalendar(user, input);
    await user.selectOptions(year, '2001');
    expect(grid).toHaveAccessibleName('March 2001');
    await user.selectOptions(month, 'January');
    expect(grid).toHaveAccessibleName('January 2001');
    expect(month).toHaveFocus();

    await user.click(button('Previous month'));
    expect(grid).toHaveAccessibleName('December 2000');
    const nextMonth = button('Next month');
    await user.click(nextMonth);
    await user.click(nextMonth);
    expect(grid).toHaveAccessibleName('February 2001');

    await user.click(day('Tuesday 20 February 2001'));
    expect(onChange).toHaveBeenCalledWith('2001-02-20');
    expectClosed();
    expect(input).toHaveValue('20 February 2001');
    expect(input).toHaveFocus();
  });

  it('stops at January 1990', async () => {
    const { user, input } = setup('1990-01-10');
    const { button } = await openCalendar(user, input);
    expect(button('Previous month')).toBeDisabled();
    expect(button('Previous 10')).toBeDisabled();
    await user.keyboard('{PageUp}');
    expectFocusOn('Monday 1 January 1990');
    await user.keyboard('{ArrowLeft}');
    expectFocusOn('Monday 1 January 1990');
  });

  it.each([
    ['Today', '2025-03-14', '14 March 2025'],
    ['Yesterday', '2025-03-13', '13 March 2025'],
  ])('picks %s with its shortcut', async (shortcut, iso, shown) => {
    const { user, input, onChange } = setup('2010-01-01');
    const { button } = await openCalendar(user, input);
    await user.click(button(shortcut));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(iso);
    expectClosed();
    expect(input).toHaveValue(shown);
    expect(input).toHaveFocus();
  });

  it('closes without a change from Close, Escape or a click outside, focus back on the field', async () => {
    const { user, input, onChange } = setup('2024-11-05');
    const { button } = await openCalendar(user, input);
    await user.click(button('Close'));
    expectClosed();
    expect(input).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowLeft}{Escape}');
    expectClosed();
    expect(input).toHaveFocus();

    const { dialog } = await openCalendar(user, input);
    // A click on the backdrop lands on the <dialog> element itself, outside its content.
    await user.click(dialog);
    expectClosed();
    expect(input).toHaveFocus();

    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue('5 November 2024');
  });

  it('moves through the days with the keyboard, across months, never onto a future day', async () => {
    const { user, input } = setup();
    const { grid } = await openCalendar(user, input);
    expectFocusOn('Friday 14 March 2025');
    await user.keyboard('{ArrowRight}');
    expectFocusOn('Friday 14 March 2025');
    await user.keyboard('{ArrowDown}');
    expectFocusOn('Friday 14 March 2025');
    await user.keyboard('{End}');
    expectFocusOn('Friday 14 March 2025');
    await user.keyboard('{ArrowLeft}');
    expectFocusOn('Thursday 13 March 2025');
    await user.keyboard('{ArrowUp}');
    expectFocusOn('Thursday 6 March 2025');
    await user.keyboard('{Home}');
    expectFocusOn('Monday 3 March 2025');
    await user.keyboard('{ArrowLeft}');
    expectFocusOn('Sunday 2 March 2025');
    await user.keyboard('{ArrowUp}');
    expectFocusOn('Sunday 23 February 2025');
    expect(grid).toHaveAccessibleName('February 2025');
    await user.keyboard('{PageUp}');
    expectFocusOn('Thursday 23 January 2025');
    await user.keyboard('{Shift>}{PageUp}{/Shift}');
    expectFocusOn('Tuesday 23 January 2024');
    await user.keyboard('{PageDown}');
    expectFocusOn('Friday 23 February 2024');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expectFocusOn('Friday 8 March 2024');
    expect(document.activeElement).toHaveAttribute('tabindex', '0');
    expect(within(grid).getByText('7')).toHaveAttribute('tabindex', '-1');

    await user.keyboard('{Shift>}{PageDown}{/Shift}');
    expectFocusOn('Saturday 8 March 2025');
    await user.keyboard('{PageDown}');
    expectFocusOn('Friday 14 March 2025');
  });

  it('picks the focused day with Enter or Space', async () => {
    const { user, input, onChange } = setup('2023-05-10');
    await user.click(input);
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2023-05-11');
    expectClosed();
    expect(input).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expectFocusOn('Thursday 11 May 2023');
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenLastCalledWith('2023-05-18');
    expect(input).toHaveValue('18 May 2023');
  });

  it('keeps Tab inside the open calendar', async () => {
    const { user, input } = setup('2020-02-02');
    const { button } = await openCalendar(user, input);
    const first = button('Previous 10');
    const close = button('Close');
    const yesterday = button('Yesterday');
    close.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(yesterday).toHaveFocus();
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    expectFocusOn('Sunday 2 February 2020');
  });
});
