import { canHydrate } from './prerendered-markup';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('canHydrate', () => {
  it('hydrates the markup pre-rendered for this address', () => {
    expect(canHydrate('/', at('/'), null)).toBe(true);
    expect(canHydrate('/about', at('/about'), null)).toBe(true);
    expect(canHydrate('/qualifications/abc', at('/qualifications/abc'), { idx: 0 })).toBe(true);
  });

  it('ignores a trailing slash and percent-encoding', () => {
    expect(canHydrate('/about', at('/about/'), null)).toBe(true);
    expect(canHydrate('/news/caf%C3%A9', at('/news/café'), null)).toBe(true);
  });

  it('renders afresh when there is no pre-rendered markup', () => {
    expect(canHydrate(undefined, at('/dashboard'), null)).toBe(false);
  });

  it('renders afresh when the markup is for another address', () => {
    expect(canHydrate('/', at('/dashboard'), null)).toBe(false);
    expect(canHydrate('/about', at('/about-us'), null)).toBe(false);
  });

  it('renders afresh when a query would change the page', () => {
    expect(
      canHydrate('/qualifications', at('/qualifications', '?sector=Administration'), null),
    ).toBe(false);
    expect(canHydrate('/resources', at('/resources', '?tab=faqs'), null)).toBe(false);
  });

  it('renders afresh when a reload keeps router state from an earlier visit', () => {
    const state = { usr: { from: '/qualifications?page=2' }, key: 'x1', idx: 3 };
    expect(canHydrate('/qualifications/abc', at('/qualifications/abc'), state)).toBe(false);
  });
});
