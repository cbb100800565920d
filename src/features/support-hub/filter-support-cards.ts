import type { SupportCard } from '@/content/support-hub';

/**
 * Cards whose title or description contains every word of the query, ignoring case and extra
 * spaces. An empty query keeps every card.
 */
export function filterSupportCards(
  cards: readonly SupportCard[],
  query: string,
): readonly SupportCard[] {
  const terms = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (terms.length === 0) return cards;
  return cards.filter((card) => {
    const text = `${card.title} ${card.description}`.toLowerCase();
    return terms.every((term) => text.includes(term));
  });
}
