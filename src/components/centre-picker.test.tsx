import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { fakeCentrePickerApi } from '@/testing/fake-centre-picker-api';
import { renderWithQueryClient } from '@/testing/render-with-query-client';

import { CentrePicker } from './centre-picker';

function Picker({
  api,
  start = null,
  onChange,
  activeOnly,
}: {
  api: ReturnType<typeof fakeCentrePickerApi>;
  start?: string | null;
  onChange: (value: string | null) => void;
  activeOnly?: boolean;
}) {
  const [value, setValue] = useState(start);
  return (
    <CentrePicker
      api={api}
      label="Centre"
      value={value}
      emptyLabel="All centres"
      activeOnly={activeOnly}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderPicker(options: { start?: string | null; activeOnly?: boolean } = {}) {
  const api = fakeCentrePickerApi();
  const onChange = vi.fn();
  renderWithQueryClient(<Picker api={api} onChange={onChange} {...options} />);
  return { api, onChange, box: screen.getByRole('combobox', { name: 'Centre' }) };
}

describe('CentrePicker', () => {
  it('suggests the centres whose name starts with what is typed, and takes one with the keys', async () => {
    const user = userEvent.setup();
    const { api, onChange, box } = renderPicker();
    expect(box).toHaveAttribute('placeholder', 'All centres');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.type(box, 'harb');
    const option = await screen.findByRole('option', { name: '90210 · Harbour College, Hull' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('1 centre found.');
    expect(api.searchCentres).toHaveBeenLastCalledWith('harb');
    // One query for the word, not one for each key.
    expect(api.searchCentres).toHaveBeenCalledTimes(1);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', option.id);
    expect(option).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('90210');
    expect(box).toHaveValue('90210');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveAccessibleDescription('Harbour College, Hull');
    // The centre chosen from the suggestions is known: it is not read again.
    expect(api.readCentre).not.toHaveBeenCalled();
  });

  it('takes a suggestion clicked, found by the start of its number', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderPicker();
    await user.type(box, '44');
    await user.click(await screen.findByRole('option', { name: /^44120 · Fenwick Skills/ }));
    expect(onChange).toHaveBeenCalledWith('44120');
    expect(box).toHaveAccessibleDescription('Fenwick Skills, York · Suspended');
  });

  it('looks up a number typed and left, and says when no centre has it', async () => {
    const user = userEvent.setup();
    const { api, onChange, box } = renderPicker();
    await user.type(box, '87583');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith('87583');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Larkfield Training, Leeds'));

    await user.clear(box);
    await user.type(box, '12345{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('12345');
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription('No centre 12345 is on the register.'),
    );
    expect(api.readCentre).toHaveBeenCalledWith('12345');
  });

  it('names the centre it starts with, and goes back to every centre when emptied', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderPicker({ start: '90210' });
    expect(box).toHaveValue('90210');
    await waitFor(() => expect(box).toHaveAccessibleDescription('Harbour College, Hull'));
    await user.clear(box);
    await user.tab();
    expect(onChange).toHaveBeenCalledWith(null);
    expect(box).toHaveValue('');
  });

  it('says when nothing matches, closes on Escape, and keeps its value for a name not chosen', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderPicker({ start: '87583' });
    await user.clear(box);
    await user.type(box, 'Zebra');
    expect(
      await screen.findByText('No centre’s number or name starts with ‘Zebra’.'),
    ).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent('No centre found.');
    await user.type(box, '{Backspace}{Backspace}{Backspace}{Backspace}{Backspace}Harb');
    await screen.findByRole('option', { name: /Harbour College/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Harb');
    await user.tab();
    expect(box).toHaveValue('87583');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('offers a suspended centre but does not take it when only active ones may be chosen', async () => {
    const user = userEvent.setup();
    const { onChange, box } = renderPicker({ activeOnly: true });
    await user.type(box, 'fen');
    const suspended = await screen.findByRole('option', {
      name: '44120 · Fenwick Skills, York (suspended)',
    });
    expect(suspended).toHaveAttribute('aria-disabled', 'true');
    await user.click(suspended);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();

    await user.clear(box);
    await user.type(box, '44120');
    await user.tab();
    await waitFor(() =>
      expect(box).toHaveAccessibleDescription(
        'Fenwick Skills, York: suspended, so it cannot be chosen.',
      ),
    );
  });
});
