import { onDemand } from '@/lib/on-demand';

import type { RequestAccount } from './request-account';

/** The request's module, with its Firebase SDK, loaded when the visitor first moves into the form. */
const requesting = onDemand(() => import('./request-account'));

export const prepareAccountRequest = requesting.prepare;

/** Sends a request for an account, loading its module first if nothing has prepared it yet. */
export const requestAccountOnDemand: RequestAccount = async (request) =>
  (await requesting.load()).requestAccount(request);
