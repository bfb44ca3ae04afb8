// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { Link, useSearchParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#client/test/render-routes';
import { useSearchText } from './use-search-text';

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
});
