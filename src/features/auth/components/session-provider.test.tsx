import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ErrorBoundary } from '@/components/error-boundary';

import type { SessionApi } from '../api/auth-on-demand';
import { useSession, useSessionOnDemand } from '../session-context';
import type { SessionSnapshot } from '../types';
import { rememberSignedIn, wasSignedIn } from '../utils/signed-in-hint';
import { SessionProvider } from './session-provider';

/** An identity provider whose reports the test makes. */
function fakeApi() {
  let report: (snapshot: SessionSnapshot) => void = () => {};
  let fail: (error: unknown) => void = () => {};
  const unsubscribe = vi.fn();
  const api = {
    followSession: vi.fn<SessionApi['followSession']>((onChange, onFailure) => {
      report = onChange;
      fail = onFailure;
      return { unsubscribe, recheck: async () => {} };
    }),
    signOut: vi.fn(async () => {}),
  } satisfies SessionApi;
  return {
    api,
    unsubscribe,
    report: (snapshot: SessionSnapshot) => act(() => report(snapshot)),
    fail: (error: unknown) => act(() => fail(error)),
  };
}

const ada: SessionSnapshot = {
  user: { uid: 'ada', email: 'ada@example.org', displayName: null },
  isStaff: true,
  role: { role: 'admin' },
};

function Following() {
  const session = useSession();
  return <p>{session.loading ? 'Checking' : (session.user?.email ?? 'Nobody')}</p>;
}

function OnDemand() {
  const session = useSessionOnDemand();
  return (
    <button type="button" onClick={session.follow}>
      {session.loading ? 'Not yet' : (session.user?.email ?? 'Nobody')}
    </button>
  );
}

describe('SessionProvider', () => {
  afterEach(() => rememberSignedIn(false));

  it('follows the session for a screen that reads it, and keeps the signed-in hint with it', async () => {
    const provider = fakeApi();
    const { unmount } = render(
      <SessionProvider api={provider.api}>
        <Following />
      </SessionProvider>,
    );
    expect(provider.api.followSession).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Checking')).toBeInTheDocument();

    await provider.report(ada);
    expect(screen.getByText('ada@example.org')).toBeInTheDocument();
    expect(wasSignedIn()).toBe(true);

    await provider.report({ user: null, isStaff: false, role: null });
    expect(screen.getByText('Nobody')).toBeInTheDocument();
    expect(wasSignedIn()).toBe(false);

    unmount();
    expect(provider.unsubscribe).toHaveBeenCalled();
  });

  it('leaves the identity provider alone for the sign-in form until it asks', async () => {
    const provider = fakeApi();
    render(
      <SessionProvider api={provider.api}>
        <OnDemand />
      </SessionProvider>,
    );
    expect(provider.api.followSession).not.toHaveBeenCalled();

    await act(async () => screen.getByRole('button', { name: 'Not yet' }).click());
    await act(async () => screen.getByRole('button').click());
    expect(provider.api.followSession).toHaveBeenCalledTimes(1);
    await provider.report(ada);
    expect(screen.getByRole('button', { name: 'ada@example.org' })).toBeInTheDocument();
  });

  it('hands a session that could not be loaded to the page’s error boundary', async () => {
    const provider = fakeApi();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary fallback={<p>This page could not be loaded.</p>}>
        <SessionProvider api={provider.api}>
          <Following />
        </SessionProvider>
      </ErrorBoundary>,
    );
    await provider.fail(new Error('Failed to fetch dynamically imported module'));
    expect(screen.getByText('This page could not be loaded.')).toBeInTheDocument();
  });
});
