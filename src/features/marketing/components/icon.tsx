import type { MarketingIcon } from '@/content/marketing-icons';

// Simple 24px line icons, drawn for this site so no icon font or library is loaded.
const shapes: Record<MarketingIcon, string[]> = {
  award: ['M12 15a6 6 0 1 0 0-12 6 6 0 0 0 0 12z', 'M8.5 14 7 21l5-3 5 3-1.5-7'],
  briefcase: ['M3 8h18v12H3z', 'M8 8V5h8v3', 'M3 13h18'],
  building: ['M4 21V5l8-3 8 3v16', 'M2 21h20', 'M9 21v-4h6v4', 'M8 8h2m4 0h2M8 12h2m4 0h2'],
  chart: ['M3 21h18', 'M6 17v-5', 'M11 17V8', 'M16 17v-3', 'M21 17V5'],
  chat: ['M4 4h16v12H9l-5 4z', 'M8 9h8M8 12h5'],
  check: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'm8 12 3 3 5-6'],
  clock: ['M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18z', 'M12 7v5l3 2'],
  document: ['M6 3h8l4 4v14H6z', 'M14 3v4h4', 'M9 12h6M9 16h6'],
  graduation: ['m2 9 10-5 10 5-10 5z', 'M6 11v5c2 2.5 10 2.5 12 0v-5', 'M22 9v6'],
  heart: ['M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20z'],
  laptop: ['M4 5h16v11H4z', 'M2 19h20'],
  lightbulb: [
    'M9 18h6m-5 3h4',
    'M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2v.1h5v-.1c0-.8.4-1.5 1-2A6 6 0 0 0 12 3z',
  ],
  pound: ['M16 6.5A3.5 3.5 0 0 0 9.5 8v10', 'M7 12.5h7', 'M6.5 18H17'],
  rocket: [
    'M5 15c-1.5 1.5-2 4-2 6 2 0 4.5-.5 6-2',
    'M9 15l-3-3 3-5c2.5-3.5 6-5 10-5 0 4-1.5 7.5-5 10l-5 3z',
    'M14.5 9.5a1.5 1.5 0 1 0 0-3 1.5 1.5 0 0 0 0 3z',
  ],
  search: ['M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14z', 'm20 20-4-4'],
  shield: ['M12 3 5 6v5c0 4.5 3 8.3 7 10 4-1.7 7-5.5 7-10V6z', 'm9 12 2 2 4-4'],
  users: [
    'M9 11a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
    'M2.5 20a6.5 6.5 0 0 1 13 0',
    'M16 4.3a3.5 3.5 0 0 1 0 6.4',
    'M18 14.3a6.5 6.5 0 0 1 3.5 5.7',
  ],
};

type IconProps = { name: MarketingIcon; className?: string };

/** A decorative icon: the text beside it carries the meaning. */
export function Icon({ name, className = 'size-6' }: IconProps) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {shapes[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
