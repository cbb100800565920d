import { useEffect, useReducer, useRef, type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { shareCodeFrom } from '@/domain/share-codes';
import { useFirstFocusWithin } from '@/lib/use-first-focus-within';

import type { ViewShare } from '../api/view-share';
import { initialShareView, shareViewScreen } from '../utils/share-view-screen';
import { ShareViewResult } from './share-view-result';

type ShareViewFormProps = {
  /** The code from the link, or '' to type one. */
  code: string;
  view: ViewShare;
  /** Fetches the view's code when the visitor moves into the form. */
  prepare?: () => void;
};

/**
 * A share code opened: the visitor types the holder's surname (and the code, when they came
 * without a link), and sees what a check of the certificate shows today.
 */
export function ShareViewForm({ code: linked, view, prepare }: ShareViewFormProps) {
  const [state, dispatch] = useReducer(shareViewScreen, linked, initialShareView);
  const resultRef = useRef<HTMLElement>(null);
  const containerRef = useFirstFocusWithin<HTMLDivElement>(prepare);
  const { status } = state.result;
  useEffect(() => {
    if (status !== 'idle' && status !== 'loading') resultRef.current?.focus();
  }, [status]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === 'loading') return;
    const code = shareCodeFrom(state.code);
    const surname = state.surname.trim();
    if (!code || !surname) {
      dispatch({
        type: 'refused',
        errors: {
          code: code ? undefined : 'Enter the 12-character share code, such as ABCD-EFGH-JKMN.',
          surname: surname ? undefined : 'Enter the certificate holder’s surname.',
        },
      });
      return;
    }
    dispatch({ type: 'viewing' });
    dispatch({ type: 'viewed', outcome: await view(code, surname), at: new Date() });
  }

  return (
    <div ref={containerRef}>
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label="View a shared certificate"
        className="space-y-4"
      >
        <TextField
          label="Share Code"
          name="code"
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          required
          value={state.code}
          error={state.errors.code}
          onChange={(event) =>
            dispatch({ type: 'typed', field: 'code', value: event.target.value })
          }
        />
        <TextField
          label="Holder's Surname"
          name="surname"
          autoComplete="off"
          required
          value={state.surname}
          error={state.errors.surname}
          hint="As it is on the certificate. The holder will have told you."
          onChange={(event) =>
            dispatch({ type: 'typed', field: 'surname', value: event.target.value })
          }
        />
        <Button type="submit" aria-disabled={status === 'loading' || undefined}>
          {status === 'loading' ? 'Checking...' : 'View Certificate'}
        </Button>
      </form>
      <ShareViewResult state={state.result} resultRef={resultRef} />
    </div>
  );
}
