import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactElement } from 'react';
import { MemoryRouter, Route, Routes, type InitialEntry } from 'react-router-dom';

/**
 * Renders a page whose content loads on its own (a qualification's details, an article's body)
 * at an address of its route, and waits until that content is shown: its main heading.
 */
export async function renderLoadedPage(
  page: ReactElement,
  { path, at }: { path: string; at: InitialEntry },
): Promise<void> {
  // Inside act, so that React renders again once the content has arrived.
  await act(async () => {
    render(
      <MemoryRouter initialEntries={[at]}>
        <Suspense fallback={<p>Loading</p>}>
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        </Suspense>
      </MemoryRouter>,
    );
  });
  await screen.findByRole('heading', { level: 1 });
}
