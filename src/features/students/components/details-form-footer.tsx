import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

import { saveStatusText } from '../utils/save-messages';
import type { DetailsOutcome } from '../utils/student-details-form';

type DetailsFormFooterProps = {
  saving: boolean;
  outcome: DetailsOutcome | null;
  onCancel: () => void;
};

/**
 * What Edit Student Details' last save did, in a live region always in the page so each outcome
 * is announced, then Cancel (Done once saved) and Save, which says while it is saving.
 */
export function DetailsFormFooter({ saving, outcome, onCancel }: DetailsFormFooterProps) {
  return (
    <>
      <div role="status" aria-live="polite" aria-atomic="true">
        {outcome?.tone === 'saved' ? (
          <Alert tone="success" role="none" title={saveStatusText.saved}>
            The record, the register and public verification now show these details.
          </Alert>
        ) : null}
        {outcome?.tone === 'error' ? (
          <Alert tone="error" role="none">
            <p className="font-semibold">{outcome.text}</p>
          </Alert>
        ) : null}
      </div>

      <div className="flex flex-wrap justify-end gap-3 border-t border-slate-200 pt-4">
        <Button variant="outline" onClick={onCancel}>
          {outcome?.tone === 'saved' ? 'Done' : 'Cancel'}
        </Button>
        <Button type="submit" aria-disabled={saving || undefined}>
          {saving ? (
            <>
              <span
                aria-hidden="true"
                className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
              />
              {saveStatusText.saving}
            </>
          ) : (
            'Save'
          )}
        </Button>
      </div>
    </>
  );
}
