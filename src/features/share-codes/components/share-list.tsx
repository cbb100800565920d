import { Button } from '@/components/ui/button';
import { formatDateTime, formatLongDate } from '@/domain/dates';
import { formatShareCode, isShareLive, type Share } from '@/domain/share-codes';

import { rememberedCode } from '../utils/remembered-codes';

type ShareListProps = {
  shares: readonly Share[];
  onRevoke: (shareId: string) => void;
  /** The share being withdrawn now, if any. */
  revoking: string | null;
};

/**
 * The live share codes of one certificate: how often each was viewed and when last (never by
 * whom), when its link stops working, and Withdraw.
 */
export function ShareList({ shares, onRevoke, revoking }: ShareListProps) {
  const now = new Date();
  const live = shares.filter((share) => isShareLive(share, now));
  if (live.length === 0) return null;
  return (
    <ul aria-label="Your share codes" className="mt-4 space-y-3">
      {live.map((share) => {
        const code = rememberedCode(share.id);
        const name = code ? `share code ${formatShareCode(code)}` : 'share code';
        return (
          <li key={share.id} className="rounded-lg border border-slate-200 p-3 text-sm">
            <p className="font-semibold">
              {code ? (
                <span className="font-mono">{formatShareCode(code)}</span>
              ) : (
                'Made on another device'
              )}
            </p>
            <p className="text-slate-700">
              Viewed {share.views === 1 ? 'once' : `${share.views} times`}
              {share.lastViewAt ? `, last on ${formatDateTime(share.lastViewAt)}` : ''}. The link
              stops working on {formatLongDate(share.expiresAt)}.
            </p>
            <Button
              variant="ghost"
              size="sm"
              className="mt-1"
              aria-label={`Withdraw ${name}`}
              aria-disabled={revoking === share.id || undefined}
              onClick={() => revoking !== share.id && onRevoke(share.id)}
            >
              {revoking === share.id ? 'Withdrawing...' : 'Withdraw'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
