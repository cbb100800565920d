import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';

import { Markdown, safeUrl } from './markdown';

function renderMarkdown(source: string) {
  return render(
    <MemoryRouter>
      <Markdown>{source}</Markdown>
    </MemoryRouter>,
  );
}

describe('safeUrl', () => {
  it.each([
    'https://www.ico.org.uk',
    'http://example.org/a?b=c',
    'mailto:info@larkfieldawards.example',
    'irc://irc.example.org/channel',
    'ircs://irc.example.org/channel',
    'xmpp:support@larkfieldawards.example',
    'HTTPS://EXAMPLE.ORG',
    '/privacy',
    'privacy#rights',
    '#your-rights',
    '?tab=faqs',
    '/search?q=a:b',
  ])('keeps %s', (url) => {
    expect(safeUrl(url)).toBe(url);
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'tel:+442079460318',
  ])('drops %s', (url) => {
    expect(safeUrl(url)).toBe('');
  });
});

describe('Markdown', () => {
  it('neutralises a javascript: link but keeps https and mailto links', () => {
    const { container } = renderMarkdown(
      [
        'A [bad link](javascript:alert(1)) and a [data link](data:text/html,hi).',
        '',
        'See the [ICO](https://ico.org.uk) or [e-mail us](mailto:info@larkfieldawards.example).',
      ].join('\n'),
    );

    expect(screen.queryByRole('link', { name: 'bad link' })).not.toBeInTheDocument();
    expect(screen.getByText('bad link')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'data link' })).not.toBeInTheDocument();
    for (const anchor of container.querySelectorAll('a')) {
      expect(anchor.getAttribute('href')).not.toMatch(/^\s*(javascript|data|vbscript):/i);
    }
    expect(container.innerHTML).not.toContain('javascript:');

    expect(screen.getByRole('link', { name: 'ICO' })).toHaveAttribute('href', 'https://ico.org.uk');
    expect(screen.getByRole('link', { name: 'e-mail us' })).toHaveAttribute(
      'href',
      'mailto:info@larkfieldawards.example',
    );
  });

  it('renders site paths as in-app links and drops raw HTML', () => {
    const { container } = renderMarkdown(
      'Read our [cookie policy](/cookies).\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(screen.getByRole('link', { name: 'cookie policy' })).toHaveAttribute('href', '/cookies');
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('renders headings and lists from the markdown', () => {
    renderMarkdown('## Your rights\n\n- to be informed\n- to access your data');
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});
