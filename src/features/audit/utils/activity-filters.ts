import type { AuditAction } from '@/domain/audit';
import { auditActions } from '@/domain/audit-descriptions';
import { isIsoDay, parseIsoDay } from '@/domain/iso-day';

/**
 * The Activity page's filters, as its URL holds them (so a view can be shared and restored): a
 * staff member's address (in lower case, as events and the directory keep it), one action, and a
 * range of days (yyyy-mm-dd, both ends included). Null is 'any'.
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

function isAction(value: string | null): value is AuditAction {
  return value !== null && (auditActions as readonly string[]).includes(value);
}

/** The filters in a URL; anything unreadable (an unknown action, a day that does not exist) is 'any'. */
export function parseActivityFilters(params: URLSearchParams): ActivityFilters {
  const staff = params.get('staff')?.trim().toLowerCase() || null;
  const action = params.get('action');
  const from = params.get('from');
  const to = params.get('to');
  return {
    staff,
    action: isAction(action) ? action : null,
    from: from && isIsoDay(from) ? from : null,
    to: to && isIsoDay(to) ? to : null,
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
  const start = from === null ? null : parseIsoDay(from);
  const last = to === null ? null : parseIsoDay(to);
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
