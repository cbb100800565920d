/**
 * The icons marketing content may ask for. Content names an icon; the marketing feature draws it,
 * so copy files stay free of markup.
 */
export type MarketingIcon =
  | 'award'
  | 'briefcase'
  | 'building'
  | 'chart'
  | 'chat'
  | 'check'
  | 'clock'
  | 'document'
  | 'graduation'
  | 'heart'
  | 'laptop'
  | 'lightbulb'
  | 'pound'
  | 'rocket'
  | 'search'
  | 'shield'
  | 'users';

/** A card with an icon, a short title and a sentence or two. */
export type IconCard = {
  icon: MarketingIcon;
  title: string;
  description: string;
};

/** One numbered step of a process. */
export type ProcessStep = {
  title: string;
  description: string;
};
