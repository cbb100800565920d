import type { Manifest } from 'vite';

import { outputFile, pageDocument, preloadFiles, splitHoisted } from '../../scripts/prerender';

const template = `<!doctype html>
<html lang="en-GB">
  <head>
    <title>Larkfield Awards</title>
    <meta
      name="description"
      content="The default description."
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-3.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const rendered =
  '<link rel="preload" as="image" href="/favicon.svg"/><title>About us | Larkfield Awards</title>' +
  '<meta name="description" content="Who we are &amp; what we do."/>' +
  '<div class="flex"><h1>About us</h1><p>Text about &lt;title&gt; stays in the body.</p></div>';

describe('splitHoisted', () => {
  it('separates the tags React hoists for <head> from the page markup', () => {
    const { head, body } = splitHoisted(rendered);
    expect(head).toEqual([
      '<link rel="preload" as="image" href="/favicon.svg"/>',
      '<title>About us | Larkfield Awards</title>',
      '<meta name="description" content="Who we are &amp; what we do."/>',
    ]);
    expect(body).toMatch(/^<div class="flex"><h1>About us<\/h1>/);
  });

  it('leaves markup with nothing hoisted as it is', () => {
    expect(splitHoisted('<main><h1>Hi</h1></main>')).toEqual({
      head: [],
      body: '<main><h1>Hi</h1></main>',
    });
  });
});

describe('pageDocument', () => {
  const document = pageDocument(template, {
    address: '/about',
    html: rendered,
    preload: ['assets/about-2.js'],
  });

  it("replaces the template's title and description with the page's, once each", () => {
    expect(document.match(/<title>/g)).toHaveLength(1);
    expect(document).toContain('<title>About us | Larkfield Awards</title>');
    expect(document.match(/name="description"/g)).toHaveLength(1);
    expect(document).toContain('content="Who we are &amp; what we do."');
    expect(document).not.toContain('The default description.');
  });

  it('puts the markup in #root, marked with its address, and what it hoists in <head>', () => {
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toContain('<link rel="preload" as="image" href="/favicon.svg"/>');
    expect(document).toContain('<div id="root" data-prerendered="/about"><div class="flex">');
    expect(document.indexOf('<h1>')).toBeGreaterThan(document.indexOf('<body>'));
  });

  it("starts the app and the page's chunks once the page is painted, not with the page", () => {
    expect(document).not.toContain('<script type="module"');
    expect(document).not.toContain('modulepreload');
    const head = document.slice(0, document.indexOf('</head>'));
    expect(head).toContain(
      '<script defer src="/start-app.js" data-entry="/assets/index-1.js" data-preload="/assets/react-3.js /assets/about-2.js"></script>',
    );
  });

  it('refuses a template without the root element or the entry script', () => {
    expect(() =>
      pageDocument(template.replace(/<script type="module".*/, ''), {
        address: '/',
        html: '',
      }),
    ).toThrow(/entry script/);
    expect(() => pageDocument('<html></html>', { address: '/', html: '' })).toThrow(/root/);
  });
});

describe('outputFile', () => {
  it.each([
    ['/', 'index.html'],
    ['/about', 'about.html'],
    ['/about/', 'about.html'],
    ['/qualifications/level-3-diploma', 'qualifications/level-3-diploma.html'],
    ['/news/caf%C3%A9', 'news/café.html'],
  ])('writes %s to %s', (address, file) => {
    expect(outputFile(address)).toBe(file);
  });

  it('refuses an address that leaves the output folder', () => {
    expect(() => outputFile('/news/../../etc')).toThrow();
  });
});

describe('preloadFiles', () => {
  const manifest: Manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, imports: [] },
    'src/pages/home.tsx': {
      file: 'assets/home-2.js',
      imports: ['index.html', '_news-3.js'],
      css: ['assets/home-4.css'],
    },
    '_news-3.js': { file: 'assets/news-3.js', imports: ['index.html'] },
  };

  it("lists a module's chunk and its imports, without the entry", () => {
    expect(preloadFiles(manifest, ['src/pages/home.tsx'])).toEqual([
      'assets/home-2.js',
      'assets/news-3.js',
    ]);
  });

  it('skips modules the manifest does not know', () => {
    expect(preloadFiles(manifest, ['src/pages/missing.tsx'])).toEqual([]);
  });
});
