/**
 * A test given `PHONE` also runs in the phone project (playwright.config.ts), at a phone's size
 * and with touch. Those are the journeys whose layout or input differs on a phone; the rest of
 * what the app does is the same at any size and runs once, on desktop.
 */
export const PHONE = { tag: '@phone' };
