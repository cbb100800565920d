import { useId, useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import type { Certificate } from '@/domain/certificate';
import { DEFAULT_SHARE_DAYS, SHARE_DAY_CHOICES, type ShareDays } from '@/domain/share-codes';
import { failureMessage } from '@/lib/failure-message';

import type { MadeShare } from '../api/shares';
import { useSharesContext } from '../hooks/shares-context';
import { LinkedInPanel } from './linkedin-panel';
import { ShareCodeCard } from './share-code-card';
import { ShareList } from './share-list';

type SharePanelProps = {
  certificate: Pick<
    Certificate,
    'id' | 'indexKeys' | 'surname' | 'courseName' | 'awardedDate' | 'certificateNumber'
  >;
};

const dayLabels: Record<ShareDays, string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: 'A year (365 days)',
};

/**
 * Sharing one certificate (docs/decisions/031-learners.md): a code with its link and QR code, for
 * as long as the learner chooses; the live codes with their views, each to withdraw; and Add to
 * LinkedIn.
 */
export function SharePanel({ certificate }: SharePanelProps) {
  const ids = useId();
  const { state, create, revoke } = useSharesContext();
  const [days, setDays] = useState<ShareDays>(DEFAULT_SHARE_DAYS);
  const [made, setMade] = useState<MadeShare | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(what: string, step: () => Promise<void>) {
    if (busy) return;
    setBusy(what);
    setFailure(null);
    try {
      await step();
    } catch (error) {
      setFailure(failureMessage(error, 'The register did not answer.'));
    } finally {
      setBusy(null);
    }
  }

  const mine = state.shares.filter((share) => share.certificateId === certificate.id);
  return (
    <section
      aria-label={`Share certificate ${certificate.certificateNumber}`}
      className="mt-5 border-t border-slate-200 pt-5"
    >
      <h4 className="font-semibold text-brand-900">Share this certificate</h4>
      <p className="mt-1 text-sm text-slate-700">
        A share code lets someone see what a check of your certificate shows today, once they type
        your surname. You choose how long the code works, and can withdraw it at any time.
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <SelectField
          id={`${ids}-days`}
          label="The link works for"
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value) as ShareDays)}
        >
          {SHARE_DAY_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {dayLabels[choice]}
            </option>
          ))}
        </SelectField>
        <Button
          size="sm"
          aria-disabled={busy === 'share' || undefined}
          onClick={() => void run('share', async () => setMade(await create(certificate, days)))}
        >
          {busy === 'share' ? 'Making a code...' : 'Share'}
        </Button>
      </div>
      {failure ? (
        <Alert tone="error" role="alert" className="mt-3">
          {failure}
        </Alert>
      ) : null}
      {made ? <ShareCodeCard code={made.code} expiresAt={made.share.expiresAt} /> : null}
      <ShareList
        shares={mine}
        revoking={busy}
        onRevoke={(shareId) => void run(shareId, () => revoke(shareId))}
      />
      <LinkedInPanel certificate={certificate} />
    </section>
  );
}
