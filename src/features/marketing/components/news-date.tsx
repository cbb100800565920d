import { formatLongDate } from '@/domain/dates';

type NewsDateProps = { date: string; className?: string };

/** A publication date as British readers expect it, e.g. "10 July 2025". */
export function NewsDate({ date, className }: NewsDateProps) {
  return (
    <time dateTime={date} className={className}>
      {formatLongDate(date, date)}
    </time>
  );
}
