import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';

import { Tabs, type TabItem } from './tabs';

const items: TabItem[] = [
  { id: 'failed', label: 'Failed', panel: <p>Failed attempts</p> },
  {
    id: 'suspicious',
    label: (
      <>
        Suspicious <span>(3)</span>
      </>
    ),
    panel: <p>Suspicious attempts</p>,
  },
  { id: 'archived', label: 'Archived', panel: <p>Archived attempts</p> },
];

function expectSelected(name: string | RegExp) {
  const tab = screen.getByRole('tab', { name });
  expect(tab).toHaveAttribute('aria-selected', 'true');
  expect(tab).toHaveAttribute('tabindex', '0');
  const panel = screen.getByRole('tabpanel');
  expect(panel).toHaveAttribute('id', tab.getAttribute('aria-controls'));
  expect(panel).toHaveAccessibleName(tab.textContent ?? '');
  return tab;
}

describe('Tabs', () => {
  it('shows the first tab by default, or defaultTab, and wires tabs to panels', () => {
    const { unmount } = render(<Tabs items={items} label="Attempts" />);
    expect(screen.getByRole('tablist', { name: 'Attempts' })).toBeInTheDocument();
    expectSelected('Failed');
    expect(screen.getByText('Failed attempts')).toBeVisible();
    expect(screen.getByText('Archived attempts')).not.toBeVisible();
    for (const tab of screen.getAllByRole('tab', { selected: false })) {
      expect(tab).toHaveAttribute('tabindex', '-1');
      expect(document.getElementById(tab.getAttribute('aria-controls') ?? '')).toHaveAttribute(
        'aria-labelledby',
        tab.id,
      );
    }
    unmount();

    render(<Tabs items={items} label="Attempts" defaultTab="archived" />);
    expectSelected('Archived');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Attempts" />);
    await user.click(screen.getByRole('tab', { name: 'Suspicious (3)' }));
    expectSelected('Suspicious (3)');
    expect(screen.getByText('Suspicious attempts')).toBeVisible();
    expect(screen.getByText('Failed attempts')).not.toBeVisible();
  });

  it('moves focus and selection with the arrow keys, Home and End, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Attempts" />);

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Failed' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(expectSelected('Suspicious (3)')).toHaveFocus();

    await user.keyboard('{End}');
    expect(expectSelected('Archived')).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(expectSelected('Failed')).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(expectSelected('Archived')).toHaveFocus();

    await user.keyboard('{Home}');
    expect(expectSelected('Failed')).toHaveFocus();

    // One tab stop for the list: Tab leaves it for the panel.
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('can be controlled by its parent', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    function Controlled() {
      const [selected, setSelected] = useState('suspicious');
      return (
        <Tabs
          items={items}
          label="Attempts"
          selected={selected}
          onChange={(id) => {
            changes.push(id);
            setSelected(id);
          }}
        />
      );
    }
    render(<Controlled />);
    expectSelected('Suspicious (3)');

    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expectSelected('Archived');
    await user.keyboard('{Home}');
    expectSelected('Failed');
    expect(changes).toEqual(['archived', 'failed']);
  });

  it('stays on the parent’s choice when a controlled change is refused', async () => {
    const user = userEvent.setup();
    render(<Tabs items={items} label="Attempts" selected="failed" onChange={() => {}} />);
    await user.click(screen.getByRole('tab', { name: 'Archived' }));
    expectSelected('Failed');
  });

  it('falls back to the first tab for an unknown id', () => {
    render(<Tabs items={items} label="Attempts" selected="nope" />);
    expectSelected('Failed');
  });
});
