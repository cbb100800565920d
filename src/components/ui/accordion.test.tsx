import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { Accordion, type AccordionItem } from './accordion';

const items: AccordionItem[] = [
  { id: 'fees', title: 'How are fees invoiced?', content: 'Invoices are issued monthly.' },
  { id: 'eqa', title: 'What is an EQA visit?', content: 'An external quality assurance visit.' },
  { id: 'appeals', title: 'How do appeals work?', content: 'Appeals go to a panel.' },
];

describe('Accordion', () => {
  it('puts each button in a heading and ties it to a region it names', () => {
    render(<Accordion items={items} headingLevel={4} />);
    const button = screen.getByRole('button', { name: 'How are fees invoiced?' });
    expect(button.parentElement?.tagName).toBe('H4');
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
    expect(button).toHaveAttribute('aria-expanded', 'false');

    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveAttribute('role', 'region');
    expect(panel).toHaveAttribute('aria-labelledby', button.id);
    expect(panel).not.toBeVisible();
  });

  it('opens one item at a time, and closes the open item when it is chosen again', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} />);
    const fees = screen.getByRole('button', { name: 'How are fees invoiced?' });
    const eqa = screen.getByRole('button', { name: 'What is an EQA visit?' });

    await user.click(fees);
    expect(fees).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'How are fees invoiced?' })).toHaveTextContent(
      'Invoices are issued monthly.',
    );

    await user.click(eqa);
    expect(eqa).toHaveAttribute('aria-expanded', 'true');
    expect(fees).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByText('Invoices are issued monthly.')).not.toBeVisible();

    await user.click(eqa);
    expect(eqa).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('works from the keyboard and can start with an item open', async () => {
    const user = userEvent.setup();
    render(<Accordion items={items} defaultOpen="appeals" />);
    expect(screen.getByRole('region', { name: 'How do appeals work?' })).toBeVisible();

    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'How are fees invoiced?' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(screen.getByRole('button', { name: 'How do appeals work?' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
