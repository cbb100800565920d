import { paths } from '@/config/paths';

/**
 * A receipt's address on the site it was opened on, as it is shown, printed and held in its QR
 * code. On its own, so that the public check's page need not load the receipt's words, which
 * bring the batch check's.
 */
export const receiptAddress = (receiptId: string, origin: string = window.location.origin) =>
  new URL(paths.receipt.getHref(receiptId), origin).toString();
