// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { streamBadge, streamStatuses } from '#shared/streams';
import { StreamBadge, StreamStatusRow } from './stream-badge';

describe('StreamBadge', () => {
  it.each([
    ['live', true, 'LIVE'],
    ['upcoming', true, 'UPCOMING'],
    ['replay', true, 'REPLAY'],
    ['ondemand', true, 'OFFLINE'],
    ['ondemand', false, 'ON DEMAND'],
  ] as const)('reads %s (provider stream: %s) as %s', (status, hasProviderStream, text) => {
    render(<StreamBadge label={streamBadge(status, hasProviderStream)} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('marks only the live badges with the red dot', () => {
    const { container } = render(
      <>
        {streamStatuses.map((status) => (
          <StreamBadge key={status} label={streamBadge(status, true)} />
        ))}
        <StreamBadge label="LIVE NOW" />
        <StreamBadge label="STREAM OFFLINE" />
      </>,
    );
    const withDot = [...container.querySelectorAll('span.bg-red-600')].filter((badge) =>
      badge.querySelector('[aria-hidden]'),
    );
    expect(withDot.map((badge) => badge.textContent)).toEqual(['LIVE', 'LIVE NOW']);
  });
});

describe('StreamStatusRow', () => {
  it('announces the channel going live and offline while it is open, not its status on load', () => {
    const row = (isActive: boolean) => (
      <StreamStatusRow
        title="Main Event"
        label={isActive ? 'LIVE' : 'OFFLINE'}
        isActive={isActive}
        viewers={3}
      />
    );
    const { rerender } = render(row(false));
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    rerender(row(true));
    expect(screen.getByRole('status')).toHaveTextContent('Main Event is live now.');
    rerender(row(false));
    expect(screen.getByRole('status')).toHaveTextContent('Main Event is offline.');
  });
});
