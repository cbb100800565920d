import { onDemand } from '@/lib/on-demand';

import type { ViewShare } from './view-share';

/**
 * The view of a share code, with its Firebase SDK (the public check's own copy): fetched with the
 * page, run on first use (docs/decisions/025-short-tasks-on-arrival.md).
 */
const view = onDemand(() => import('./view-share'));

export const prepareShareView = view.prepare;

export const viewShareOnDemand: ViewShare = async (code, surname) =>
  (await view.load()).viewShare(code, surname);
