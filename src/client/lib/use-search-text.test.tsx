// @vitest-environment jsdom
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Link, useSearchParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '#client/test/render-routes';
import { SEARCH_DELAY_MS, useSearchText } from './use-search-text';

function SearchPage() {
  const search = useSearchText();
  const [, setParams] = useSearchParams();
  return (
    <>
      <input
        aria-label="Search"
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
      />
      <Link to="/result">Riley Carter</Link>
      <button type="button" onClick={() => setParams({}, { replace: true })}>
        Clear
      </button>
    </>
  );
}

/** The result's page, whose code takes a moment to arrive (as every page's does on the site). */
const slowPage = () =>
  new Promise<{ Component: () => React.JSX.Element }>((resolve) =>
    setTimeout(() => resolve({ Component: () => <h1>Riley Carter</h1> }), 600),
  );

const renderSearch = (path = '/') =>
  renderRoutes(
    [
      { path: '/', Component: SearchPage },
      { path: '/result', lazy: slowPage },
    ],
    path,
    {},
  );

describe('a search box kept in the address', () => {
  it('writes what is typed once typing pauses, keeps a space just typed, and follows the address', async () => {
    const { router, user } = renderSearch('/?q=jordan');
    const box = screen.getByLabelText('Search');
    expect(box).toHaveValue('jordan');

    await user.clear(box);
    await user.type(box, 'riley ');
    await waitFor(() => expect(router.state.location.search).toBe('?q=riley'));
    expect(box).toHaveValue('riley ');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(box).toHaveValue(''));
    expect(router.state.location.search).toBe('');
  });

  it('does not replace a result followed before typing paused', async () => {
    const { router, user } = renderSearch();
    await user.type(screen.getByLabelText('Search'), 'carter');
    await user.click(screen.getByRole('link', { name: 'Riley Carter' }));

    expect(await screen.findByRole('heading', { name: 'Riley Carter' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/result');
  });

  it('does not replace a result followed just as typing paused, before the page has redrawn', async () => {
    // The router redraws the page in a transition, so the pause can end between a click on a
    // result and the redraw that says a navigation is under way.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      let showPage = (_page: { Component: () => React.JSX.Element }) => {};
      const { router } = renderRoutes(
        [
          { path: '/', Component: SearchPage },
          {
            path: '/result',
            lazy: () => new Promise((resolve) => (showPage = resolve)),
          },
        ],
        '/',
        {},
      );
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'carter' } });
      void router.navigate('/result');
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
      await Promise.resolve();
      showPage({ Component: () => <h1>Riley Carter</h1> });
      vi.useRealTimers();
      expect(await screen.findByRole('heading', { name: 'Riley Carter' })).toBeVisible();
      expect(router.state.location.pathname).toBe('/result');
    } finally {
      vi.useRealTimers();
    }
  });

  it('does not undo an address changed just as typing paused, before the page has redrawn', async () => {
    // A Clear button (or Back) changes the address; if the pause ends before the redraw, what
    // was typed must not be written over the new address.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { router } = renderSearch('/?q=jordan');
      fireEvent.change(screen.getByLabelText('Search'), { target: { value: 'carter' } });
      void router.navigate('/', { replace: true });
      vi.advanceTimersByTime(SEARCH_DELAY_MS);
      vi.useRealTimers();
      await waitFor(() => expect(screen.getByLabelText('Search')).toHaveValue(''));
      expect(router.state.location.search).toBe('');
    } finally {
      vi.useRealTimers();
    }
  });
});
