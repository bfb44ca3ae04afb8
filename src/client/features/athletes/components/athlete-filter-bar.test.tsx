// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { AthleteFilters } from '../api/list-athletes';
import { AthleteFilterBar, type AthleteFilterKey } from './athlete-filter-bar';

const signInHint =
  'Log in to filter by graduation year and state and to see each athlete’s details.';

/** The bar with the state the page keeps in the URL, and spies on what it reports. */
function renderBar({
  signedIn = true,
  authLoading = false,
  verifiedCoach = false,
  filters: initial = {},
}: {
  signedIn?: boolean;
  authLoading?: boolean;
  verifiedCoach?: boolean;
  filters?: AthleteFilters;
} = {}) {
  const onSearchTextChange = vi.fn<(text: string) => void>();
  const onFilterChange = vi.fn<(key: AthleteFilterKey, value: string | undefined) => void>();
  const onClearAll = vi.fn<() => void>();
  function Page() {
    const [searchText, setSearchText] = useState(initial.q ?? '');
    const [filters, setFilters] = useState(initial);
    return (
      <AthleteFilterBar
        filters={filters}
        searchText={searchText}
        signedIn={signedIn}
        verifiedCoach={verifiedCoach}
        authLoading={authLoading}
        onSearchTextChange={(text) => {
          onSearchTextChange(text);
          setSearchText(text);
        }}
        onFilterChange={(key, value) => {
          onFilterChange(key, value);
          setFilters((current) => ({ ...current, [key]: value }));
        }}
        onClearAll={() => {
          onClearAll();
          setSearchText('');
          setFilters({});
        }}
      />
    );
  }
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
  return { user: userEvent.setup(), onSearchTextChange, onFilterChange, onClearAll };
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });
const select = (name: string) => screen.getByRole('combobox', { name });
// The chip's name ends in its hidden "(remove)"; whether a space comes before it depends on the
// engine's CSS (the sr-only span is inline here).
const chip = (label: string) =>
  screen.getByRole('button', {
    name: (name) => name.replace(' (remove)', '(remove)') === `${label}(remove)`,
  });
/** The chips shown, in order, are exactly these. */
function expectChips(labels: string[]) {
  const list = screen.getByRole('list', { name: 'Active filters' });
  expect(within(list).getAllByRole('button')).toEqual(labels.map(chip));
}

const allFilters: AthleteFilters = { q: 'okafor', sport: 'Hockey', gradYear: '2027', state: 'TX' };

describe('AthleteFilterBar', () => {
  it('reports what is typed in the search box', async () => {
    const { user, onSearchTextChange } = renderBar();
    await user.type(searchBox(), 'Okafor');
    expect(searchBox()).toHaveValue('Okafor');
    expect(onSearchTextChange).toHaveBeenLastCalledWith('Okafor');
  });

  it('reports the sport chosen, and All as no sport', async () => {
    const { user, onFilterChange } = renderBar({ signedIn: false });
    await user.selectOptions(select('Sport'), 'Hockey');
    expect(onFilterChange).toHaveBeenLastCalledWith('sport', 'Hockey');
    expect(select('Sport')).toHaveValue('Hockey');
    await user.selectOptions(select('Sport'), 'All');
    expect(onFilterChange).toHaveBeenLastCalledWith('sport', undefined);
  });

  it('keeps Graduation Year and State for members and tells visitors to log in', async () => {
    renderBar({ signedIn: false });
    expect(select('Graduation Year')).toBeDisabled();
    expect(select('State')).toBeDisabled();
    const logIn = screen.getByRole('link', { name: 'Log in' });
    expect(logIn).toHaveAttribute('href', '/login?redirectTo=%2Fathletes');
    expect(logIn.closest('p')).toHaveTextContent(signInHint);
  });

  it('shows no sign-in hint while the session is still being read', () => {
    renderBar({ signedIn: false, authLoading: true });
    expect(select('Graduation Year')).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('lets members filter by graduation year and state', async () => {
    const { user, onFilterChange } = renderBar({ signedIn: true });
    expect(screen.queryByRole('link', { name: 'Log in' })).toBeNull();
    const year = String(new Date().getFullYear());
    await user.selectOptions(select('Graduation Year'), year);
    expect(onFilterChange).toHaveBeenLastCalledWith('gradYear', year);
    await user.selectOptions(select('State'), 'TX');
    expect(onFilterChange).toHaveBeenLastCalledWith('state', 'TX');
    expectChips([`Class of ${year}`, 'State: TX']);
  });

  it('shows a chip for each filter in force, and a chip removes its filter', async () => {
    const { user, onFilterChange, onSearchTextChange } = renderBar({ filters: allFilters });
    expectChips(['Search: okafor', 'Sport: Hockey', 'Class of 2027', 'State: TX']);

    await user.click(chip('Sport: Hockey'));
    expect(onFilterChange).toHaveBeenCalledExactlyOnceWith('sport', undefined);
    expectChips(['Search: okafor', 'Class of 2027', 'State: TX']);

    // The search chip empties the search box too.
    await user.click(chip('Search: okafor'));
    expect(onSearchTextChange).toHaveBeenLastCalledWith('');
    expect(onFilterChange).toHaveBeenLastCalledWith('q', undefined);
    expect(searchBox()).toHaveValue('');
    expectChips(['Class of 2027', 'State: TX']);
  });

  it('clears every filter with Clear Filters, offered only while a filter is in force', async () => {
    const { user, onClearAll, onFilterChange } = renderBar({ filters: allFilters });
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(onClearAll).toHaveBeenCalledOnce();
    expect(onFilterChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('list', { name: 'Active filters' })).toBeNull();
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeDisabled();
  });

  it('is usable from the keyboard: Tab reaches every control, Enter and Space remove chips', async () => {
    const { user, onFilterChange } = renderBar({ filters: allFilters });
    const order = [
      searchBox(),
      select('Sport'),
      select('Graduation Year'),
      select('State'),
      screen.getByRole('button', { name: 'Clear Filters' }),
      chip('Search: okafor'),
      chip('Sport: Hockey'),
      chip('Class of 2027'),
      chip('State: TX'),
    ];
    for (const control of order) {
      await user.tab();
      expect(control).toHaveFocus();
    }

    await user.keyboard('{Enter}'); // on State: TX
    expect(onFilterChange).toHaveBeenLastCalledWith('state', undefined);
    chip('Class of 2027').focus();
    await user.keyboard(' ');
    expect(onFilterChange).toHaveBeenLastCalledWith('gradYear', undefined);
    expectChips(['Search: okafor', 'Sport: Hockey']);
  });

  it('skips the members-only selects in the Tab order of a visitor', async () => {
    const { user } = renderBar({ signedIn: false, filters: { sport: 'Hockey' } });
    const order = [
      searchBox(),
      select('Sport'),
      screen.getByRole('button', { name: 'Clear Filters' }),
      screen.getByRole('link', { name: 'Log in' }),
      chip('Sport: Hockey'),
    ];
    for (const control of order) {
      await user.tab();
      expect(control).toHaveFocus();
    }
  });

  it('shows no coach filters to a member who is not a verified coach', async () => {
    renderBar();
    expect(screen.queryByRole('group', { name: 'Coach filters' })).toBeNull();
  });

  it('sets position, height, weight, highlight and recent update for a verified coach', async () => {
    const { user, onFilterChange } = renderBar({ verifiedCoach: true });
    const coach = screen.getByRole('group', { name: 'Coach filters' });
    await user.type(within(coach).getByRole('textbox', { name: 'Position' }), 'Point Guard{Enter}');
    expect(onFilterChange).toHaveBeenLastCalledWith('position', 'Point Guard');
    await user.selectOptions(select('Height from'), `6'0"`);
    expect(onFilterChange).toHaveBeenLastCalledWith('heightMin', '72');
    await user.selectOptions(select('Weight to'), '220 lbs');
    expect(onFilterChange).toHaveBeenLastCalledWith('weightMax', '220');
    await user.selectOptions(select('Updated within'), 'Last 30 days');
    expect(onFilterChange).toHaveBeenLastCalledWith('updatedWithinDays', '30');
    // The checkbox works from the keyboard.
    within(coach).getByRole('checkbox', { name: 'Has a highlight video' }).focus();
    await user.keyboard(' ');
    expect(onFilterChange).toHaveBeenLastCalledWith('hasHighlight', 'true');
    expectChips([
      'Position: Point Guard',
      `Height from 6'0"`,
      'Weight up to 220 lbs',
      'Has a highlight video',
      'Updated in the last 30 days',
    ]);
    await user.click(chip(`Height from 6'0"`));
    expect(onFilterChange).toHaveBeenLastCalledWith('heightMin', undefined);
  });
});
