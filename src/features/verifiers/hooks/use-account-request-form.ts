import { useEffect, useReducer, useRef, type FormEvent } from 'react';

import type { VerifierRequestField } from '@/domain/verifier-requests';

import type { RequestAccount } from '../api/request-account';
import {
  accountRequestFormReducer,
  firstFieldToFix,
  initialAccountRequestForm,
  requestToSend,
} from '../utils/account-request-form';

/**
 * The request form's state (a tested reducer: ../utils/account-request-form.ts) and its one
 * effect: sending the request once it is valid. The first field to fix takes focus; the outcome
 * then does.
 */
export function useAccountRequestForm(send: RequestAccount) {
  const [state, dispatch] = useReducer(accountRequestFormReducer, initialAccountRequestForm);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const request = requestToSend(state);

  useEffect(() => {
    if (!request) return;
    let current = true;
    void send(request).then((outcome) => {
      if (current) dispatch({ type: 'answered', outcome });
    });
    return () => {
      current = false;
    };
  }, [request, send]);

  useEffect(() => {
    if (state.phase !== 'editing' && state.phase !== 'sending') outcomeRef.current?.focus();
  }, [state.phase]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const next = accountRequestFormReducer(state, { type: 'submitted' });
    dispatch({ type: 'submitted' });
    const first = firstFieldToFix(next.errors);
    const control = first ? event.currentTarget.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  }

  const type = (field: VerifierRequestField, value: string) =>
    dispatch({ type: 'typed', field, value });
  return { state, outcomeRef, submit, type };
}
