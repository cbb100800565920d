import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import { firestoreVerifiersAdminApi, type VerifiersAdminApi } from '../api/verifiers-admin-api';
import { useVerifiersScreen } from '../hooks/use-verifiers-screen';
import { confirmText, stepSubject } from '../utils/verifier-step-text';
import { AccountRequests } from './account-requests';
import { AllowanceDialog } from './allowance-dialog';
import { VerifierAccounts } from './verifier-accounts';

type VerifiersManagerProps = {
  /** The database operations; tests pass their own. */
  api?: VerifiersAdminApi;
};

/**
 * The admins' Verifiers screen (docs/decisions/030-verifier-batch-checks.md): employers'
 * verifier accounts a page at a time, each suspended, reactivated or given another allowance of
 * rows a day, and the requests for an account sent from the public page, each answered with an
 * invitation or closed. Suspending, reactivating and closing are confirmed first; every step is
 * recorded on Activity, after which what it changed is read again.
 */
export function VerifiersManager({ api = firestoreVerifiersAdminApi }: VerifiersManagerProps) {
  const { screen, dispatch, outcomeRef, take, changeAllowance, pending } = useVerifiersScreen(api);
  const chosen = screen.step === 'confirming' ? screen.chosen : null;
  const text = chosen ? confirmText(chosen) : null;
  const changing = screen.step === 'changing-allowance' ? screen : null;
  const outcome = screen.step === 'browsing' ? screen.outcome : null;

  return (
    <div className="space-y-6">
      <div ref={outcomeRef} tabIndex={-1} className="focus:outline-none">
        {outcome ? (
          <Alert
            tone={outcome.tone}
            role={outcome.tone === 'error' ? 'alert' : 'status'}
            title={outcome.text}
          />
        ) : null}
      </div>
      <VerifierAccounts
        api={api}
        onSuspendOrReactivate={(account) =>
          dispatch({
            type: 'step-chosen',
            chosen: { kind: account.status === 'active' ? 'suspend' : 'reactivate', account },
          })
        }
        onChangeAllowance={(account) => dispatch({ type: 'allowance-chosen', account })}
      />
      <AccountRequests
        api={api}
        onClose={(request) =>
          dispatch({ type: 'step-chosen', chosen: { kind: 'close-request', request } })
        }
      />
      <ConfirmDialog
        open={chosen !== null}
        title={text?.title ?? ''}
        description={chosen ? stepSubject(chosen) : undefined}
        confirmLabel={text?.button ?? ''}
        tone={chosen?.kind === 'reactivate' ? 'primary' : 'danger'}
        pending={pending}
        onConfirm={() => (chosen ? void take(chosen) : undefined)}
        onCancel={() => dispatch({ type: 'cancelled' })}
      >
        {text?.what}
      </ConfirmDialog>
      <AllowanceDialog
        account={changing?.account ?? null}
        typed={changing?.typed ?? ''}
        error={changing?.error ?? null}
        failure={changing?.failure ?? null}
        pending={pending}
        onType={(typed) => dispatch({ type: 'allowance-typed', typed })}
        onSubmit={() => (changing ? changeAllowance(changing.account, changing.typed) : undefined)}
        onCancel={() => dispatch({ type: 'cancelled' })}
      />
    </div>
  );
}
