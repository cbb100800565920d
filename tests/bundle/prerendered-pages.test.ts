import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { newsArticles } from '@/content/news';
import { qualifications } from '@/content/qualifications';

import { outputFile } from '../../scripts/prerender';

/**
 * The pre-rendered pages in the production build (`npm run build` first): every public page is
 * there as complete HTML that the browser can show before any script runs.
 */

const dist = process.env.BUNDLE_DIST ?? join(import.meta.dirname, '../../dist');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'assets' ? [] : htmlFiles(path);
    return entry.name.endsWith('.html') ? [path] : [];
  });
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

describe('pre-rendered pages', () => {
  if (!existsSync(join(dist, 'app-shell.html'))) {
    throw new Error(`No pre-rendered build in ${dist}: run \`npm run build\` first.`);
  }
  const pages = htmlFiles(dist)
    .map((file) => relative(dist, file))
    .filter((file) => file !== 'app-shell.html');

  it('covers every public page, each qualification and each news article', () => {
    const expected = [
      paths.home.getHref(),
      paths.about.getHref(),
      paths.centres.getHref(),
      paths.learners.getHref(),
      paths.qualifications.getHref(),
      paths.resources.getHref(),
      paths.pricing.getHref(),
      paths.businesses.getHref(),
      paths.supportHub.getHref(),
      paths.join.getHref(),
      paths.verify.getHref(),
      paths.myCertificates.getHref(),
      paths.shareView.getHref(),
      paths.receipt.getHref(),
      paths.report.getHref(),
      paths.verifyEmployers.getHref(),
      paths.login.getHref(),
      paths.staffAccept.getHref(),
      paths.terms.getHref(),
      paths.privacy.getHref(),
      paths.cookies.getHref(),
      paths.accessibility.getHref(),
      ...qualifications.map((qualification) => paths.qualification.getHref(qualification.id)),
      ...newsArticles.map((article) => paths.news.getHref(article.id)),
    ].map(outputFile);
    expect([...pages].sort()).toEqual([...expected].sort());
  });

  it.each(htmlFiles(dist).filter((file) => !file.endsWith('app-shell.html')))(
    '%s is complete HTML with its own title, description and heading',
    (file) => {
      const html = readFileSync(file, 'utf8');
      expect(html).toMatch(/<div id="root" data-prerendered="\/[^"]*"><div/);
      expect(count(html, /<title>/g)).toBe(1);
      expect(html).toMatch(new RegExp(`<title>[^<]*${site.name}</title>`));
      expect(count(html, /<meta name="description"/g)).toBe(1);
      expect(count(html, /<h1[\s>]/g)).toBe(1);
      // The Content Security Policy allows no inline script.
      expect(html.match(/<script\b[^>]*>/g)?.every((tag) => / src="/.test(tag))).toBe(true);
      // The app starts once the page is painted (public/start-app.js), with files that exist.
      const start =
        /<script defer src="\/start-app.js" data-entry="([^"]+)" data-preload="([^"]*)">/.exec(
          html,
        );
      expect(start).not.toBeNull();
      for (const href of [start![1]!, ...start![2]!.split(' ').filter(Boolean)]) {
        expect(existsSync(join(dist, href)), href).toBe(true);
      }
    },
  );

  it('ships the scripts that run before the app minified, without their comments', () => {
    for (const name of ['start-app.js', 'form-guard.js']) {
      const source = readFileSync(join(import.meta.dirname, '../../public', name), 'utf8');
      const built = readFileSync(join(dist, name), 'utf8');
      expect(source, name).toContain('//');
      expect(built, name).not.toMatch(/\/\*|^\s*\/\//m);
      expect(built.length, name).toBeLessThan(source.length * 0.6);
    }
  });

  it('keeps an empty shell for every other address', () => {
    const shell = readFileSync(join(dist, 'app-shell.html'), 'utf8');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('data-prerendered');
  });
});
