import type { SupportCard } from '@/content/support-hub';

import { filterSupportCards } from './filter-support-cards';

const cards: SupportCard[] = [
  {
    id: 'a',
    title: 'Policies',
    description: 'Appeals and malpractice',
    href: '/a',
    icon: 'shield',
  },
  {
    id: 'b',
    title: 'Portal Guide',
    description: 'Claiming certificates',
    href: '/b',
    icon: 'monitor',
  },
];

describe('filterSupportCards', () => {
  it('keeps every card for an empty or blank query', () => {
    expect(filterSupportCards(cards, '')).toEqual(cards);
    expect(filterSupportCards(cards, '   ')).toEqual(cards);
  });

  it('matches the title or the description, ignoring case', () => {
    expect(filterSupportCards(cards, 'PORTAL').map((card) => card.id)).toEqual(['b']);
    expect(filterSupportCards(cards, 'malpractice').map((card) => card.id)).toEqual(['a']);
  });

  it('needs every word to match, in any order', () => {
    expect(filterSupportCards(cards, '  certificates   guide ').map((card) => card.id)).toEqual([
      'b',
    ]);
    expect(filterSupportCards(cards, 'guide appeals')).toEqual([]);
  });
});
