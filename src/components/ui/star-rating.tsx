type StarRatingProps = {
  /** Whole stars out of `max`; values outside the range are clamped. */
  rating: number;
  max?: number;
  className?: string;
};

const starPath = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

/** A row of stars that a screen reader announces as one phrase, e.g. "Rated 4 out of 5". */
export function StarRating({ rating, max = 5, className = '' }: StarRatingProps) {
  const filled = Math.min(max, Math.max(0, Math.round(rating)));
  return (
    <div
      role="img"
      aria-label={`Rated ${filled} out of ${max}`}
      className={`flex items-center gap-0.5 ${className}`}
    >
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={
            index < filled
              ? 'size-5 fill-accent-400 stroke-accent-700'
              : 'size-5 fill-white stroke-slate-500'
          }
          strokeWidth={1.2}
          strokeLinejoin="round"
        >
          <path d={starPath} />
        </svg>
      ))}
    </div>
  );
}
