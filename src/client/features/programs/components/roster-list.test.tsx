// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RosterList } from './roster-list';

const athlete = {
  profileId: '11111111-1111-4111-8111-111111111111',
  firstName: 'Jordan',
  lastName: 'Reyes',
  avatarUrl: null,
  jerseyNumber: 3,
  position: 'Point Guard',
};

const renderList = (props: Parameters<typeof RosterList>[0]) =>
  render(
    <MemoryRouter>
      <RosterList {...props} />
    </MemoryRouter>,
  );

describe('RosterList', () => {
  it('links each athlete it is given and counts the others without a name', () => {
    renderList({ roster: [athlete], hiddenCount: 2 });
    expect(screen.getByRole('link', { name: /Jordan Reyes/ })).toHaveAttribute(
      'href',
      `/athlete/${athlete.profileId}`,
    );
    expect(screen.getByText(/#3 · Point Guard/)).toBeVisible();
    expect(
      screen.getByText('And 2 more athletes, not shown because of their privacy settings.'),
    ).toBeVisible();
  });

  it('says "1 more athlete" when the viewer may see nobody', () => {
    renderList({ roster: [], hiddenCount: 1 });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(
      screen.getByText('1 more athlete, not shown because of their privacy settings.'),
    ).toBeVisible();
  });

  it('says when the roster is empty', () => {
    renderList({ roster: [], hiddenCount: 0 });
    expect(screen.getByText('No athletes on the roster yet.')).toBeVisible();
  });
});
