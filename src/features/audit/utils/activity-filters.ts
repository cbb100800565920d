import { auditActions, type AuditAction } from '@/domain/audit';

/**
 * The Activity page's filters, as its URL holds them (STYLE.md habit 4): a staff member's uid,
 * one action, and a range of days (yyyy-mm-dd, both ends included). Null is 'any'.
 */
export type ActivityFilters = {
  staff: string | null;
  action: AuditAction | null;
  from: string | null;
  to: string | null;
};

export const noActivityFilters: ActivityFilters = {
  staff: null,
  action: null,
  from: null,
  to: null,
};

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A yyyy-mm-dd day as local midnight, or null when it is not a real day. */
function dayStart(value: string | null): Date | null {
  const match = value ? DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  return date.getFullYear() === year && date.getMonth() === month - 1 && date.getDate() === day
    ? date
    : null;
}

function isAction(value: string | null): value is AuditAction {
  return value !== null && (auditActions as readonly string[]).includes(value);
}

/** The filters in a URL; anything unreadable (an unknown action, a day that does not exist) is 'any'. */
export function parseActivityFilters(params: URLSearchParams): ActivityFilters {
  const staff = params.get('staff')?.trim() || null;
  const action = params.get('action');
  const from = params.get('from');
  const to = params.get('to');
  return {
    staff,
    action: isAction(action) ? action : null,
    from: dayStart(from) ? from : null,
    to: dayStart(to) ? to : null,
  };
}

/** The URL's query for the filters: only those set, in a fixed order. */
export function serialiseActivityFilters(filters: ActivityFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['staff', 'action', 'from', 'to'] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

/**
 * The range of time the days cover, in the browser's time zone: from the start of `from` to
 * the start of the day after `to`. Either end is null when not set.
 */
export function dateBounds({ from, to }: Pick<ActivityFilters, 'from' | 'to'>): {
  start: Date | null;
  end: Date | null;
} {
  const start = dayStart(from);
  const last = dayStart(to);
  const end = last ? new Date(last.getFullYear(), last.getMonth(), last.getDate() + 1) : null;
  return { start, end };
}

/** True when an end day comes before the start day: no event can match. */
export function rangeIsBackwards(filters: Pick<ActivityFilters, 'from' | 'to'>): boolean {
  return filters.from !== null && filters.to !== null && filters.to < filters.from;
}

export function hasActivityFilters(filters: ActivityFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}
