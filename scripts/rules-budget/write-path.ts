import type { Register } from './register';

/**
 * Every write the app makes to the register, each made through the app's own function, as the
 * budget meter runs it: `before` builds the register the write starts from (under the real rules,
 * once), `write` is the write measured (in each rules variant, on a copy of that register). What
 * a centre's staff may do, a centre's staff member does (their reach costs the rules more than
 * an admin's); the rest, an admin.
 */

export type WritePath<Prepared = unknown> = {
  name: string;
  before?: (register: Register) => Promise<Prepared>;
  write: (register: Register, prepared: Prepared) => Promise<unknown>;
};

export function definePath<Prepared>(path: WritePath<Prepared>): WritePath {
  return path as WritePath;
}
