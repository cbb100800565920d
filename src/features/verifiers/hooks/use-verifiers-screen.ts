import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useReducer, useRef } from 'react';

import type { VerifierAccount } from '@/domain/verifiers';
import { failureMessage } from '@/lib/failure-message';

import { verifiersAdminQueries } from '../api/verifiers-admin-queries';
import type { VerifiersAdminApi } from '../api/verifiers-admin-api';
import type { VerifiersStep } from '../utils/verifier-step-text';
import { allowanceAsked, initialVerifiersScreen, verifiersScreen } from '../utils/verifiers-screen';

/** The step as the database takes it. */
function send(api: VerifiersAdminApi, step: VerifiersStep): Promise<void> {
  switch (step.kind) {
    case 'close-request':
      return api.closeRequest(step.request.id);
    case 'change-allowance':
      return api.takeVerifierStep(step.account.uid, {
        kind: 'change-allowance',
        dailyAllowance: step.dailyAllowance,
      });
    default:
      return api.takeVerifierStep(step.account.uid, { kind: step.kind });
  }
}

/**
 * The Verifiers screen's state (utils/verifiers-screen.ts) and its steps. A step stays pending
 * until what it changed has been read again (the accounts, or the requests), so a list never
 * shows what was; a refused step most often means another admin got there first, so the lists
 * are read again either way. The outcome takes the focus once told: the button that opened the
 * dialog may be gone.
 */
export function useVerifiersScreen(api: VerifiersAdminApi) {
  const queryClient = useQueryClient();
  const [screen, dispatch] = useReducer(verifiersScreen, initialVerifiersScreen);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const step = useMutation({
    mutationFn: (taken: VerifiersStep) => send(api, taken),
    onSettled: (_data, _error, taken) =>
      queryClient.invalidateQueries({
        queryKey:
          taken.kind === 'close-request'
            ? verifiersAdminQueries.requests
            : verifiersAdminQueries.accounts,
      }),
  });

  async function take(taken: VerifiersStep) {
    if (step.isPending) return;
    try {
      await step.mutateAsync(taken);
      dispatch({ type: 'step-taken', taken });
    } catch (error) {
      dispatch({ type: 'step-failed', tried: taken, message: failureMessage(error) });
    }
    // Behind a dialog still open (a new allowance that failed keeps it), nothing takes the focus.
    requestAnimationFrame(() => outcomeRef.current?.focus());
  }

  /** Sends the rows a day typed, or says what to fix. */
  function changeAllowance(account: VerifierAccount, typed: string) {
    const asked = allowanceAsked(account, typed);
    if (!asked.ok) dispatch({ type: 'allowance-refused', error: asked.error });
    else void take({ kind: 'change-allowance', account, dailyAllowance: asked.dailyAllowance });
  }

  return { screen, dispatch, outcomeRef, take, changeAllowance, pending: step.isPending };
}
