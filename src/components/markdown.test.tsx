import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultUrlTransform } from 'react-markdown';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { renderMarkdown } from './markdown';
import { MarkdownHtml } from './markdown-html';

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** What a page shows: the build-time HTML inside MarkdownHtml, in a router. */
function renderBuilt(source: string) {
  return render(
    <MemoryRouter initialEntries={['/terms']}>
      <MarkdownHtml html={renderMarkdown(source)} />
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

// Markdown links allow only http, https, irc, ircs, mailto and xmpp (docs/product.md).
describe('the URL transform of the markdown renderer', () => {
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
    expect(defaultUrlTransform(url)).toBe(url);
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
    expect(defaultUrlTransform(url)).toBe('');
  });
});

describe('renderMarkdown (build time)', () => {
  it('neutralises a javascript: link but keeps https and mailto links', () => {
    const { container } = renderBuilt(
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

  it('keeps irc, ircs and xmpp links and drops any other scheme', () => {
    const html = renderMarkdown(
      '[chat](irc://irc.example.org/x) [secure chat](ircs://irc.example.org/x) ' +
        '[jabber](xmpp:help@larkfieldawards.example) [script](vbscript:msgbox(1)) [file](file:///etc/passwd)',
    );
    expect(html).toContain('href="irc://irc.example.org/x"');
    expect(html).toContain('href="ircs://irc.example.org/x"');
    expect(html).toContain('href="xmpp:help@larkfieldawards.example"');
    expect(html).not.toMatch(/vbscript|file:/);
  });

  it('drops raw HTML from the source', () => {
    const { container } = renderBuilt(
      'Read our [cookie policy](/cookies).\n\n<script>alert(1)</script><img src=x onerror=alert(1)>',
    );
    expect(container.querySelector('script, img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
  });

  it('renders headings and lists from the markdown', () => {
    renderBuilt('## Your rights\n\n- to be informed\n- to access your data');
    expect(screen.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });
});

describe('MarkdownHtml', () => {
  it('follows a link to a site path inside the app', async () => {
    const user = userEvent.setup();
    renderBuilt('Read our [cookie policy](/cookies).');
    await user.click(screen.getByRole('link', { name: 'cookie policy' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/cookies');
  });

  it('leaves links to other sites to the browser', async () => {
    const user = userEvent.setup();
    renderBuilt('Visit [the ICO](https://ico.org.uk/).');
    const clicks: boolean[] = [];
    document.addEventListener(
      'click',
      (event) => {
        clicks.push(event.defaultPrevented);
        event.preventDefault(); // jsdom cannot open another document
      },
      { once: true },
    );
    await user.click(screen.getByRole('link', { name: 'the ICO' }));
    expect(clicks).toEqual([false]);
    expect(screen.getByTestId('location')).toHaveTextContent('/terms');
  });
});
