import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import PricingPage from './pricing';

function renderPage() {
  return render(
    <MemoryRouter>
      <PricingPage />
    </MemoryRouter>,
  );
}

describe('Pricing page', () => {
  it('shows the three plans with their prices, the popular one leading to registration', () => {
    renderPage();
    const standard = screen.getByRole('article', { name: 'Standard Centre Package' });
    const perLearner = screen.getByRole('article', { name: 'Per-Learner Registration' });
    const premium = screen.getByRole('article', { name: 'Premium Centre Package' });

    expect(standard).toHaveTextContent('From £499/year');
    expect(perLearner).toHaveTextContent('From £45/learner');
    expect(premium).toHaveTextContent('From £899/year');
    expect(within(perLearner).getByText('Most Popular')).toBeInTheDocument();
    expect(within(perLearner).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/join',
    );
  });

  it('lists the ways to pay and offers a custom quote by e-mail', () => {
    renderPage();
    for (const method of ['Bank transfer', 'Debit or credit card', 'Direct Debit']) {
      expect(screen.getByText(method)).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Volume discounts' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a Custom Quote' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:info@larkfieldawards\.example\?subject=Custom%20quote/),
    );
  });

  it('answers pricing questions one at a time', async () => {
    const user = userEvent.setup();
    renderPage();
    const vat = screen.getByRole('button', { name: 'Do your prices include VAT?' });
    const volume = screen.getByRole('button', { name: 'How do volume discounts work?' });
    await user.click(vat);
    await user.click(volume);
    expect(volume).toHaveAttribute('aria-expanded', 'true');
    expect(vat).toHaveAttribute('aria-expanded', 'false');
  });
});
