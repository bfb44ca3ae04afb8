// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Announcement, useChangeAnnouncement } from './announcement';

function Live({ live }: { live: boolean }) {
  const message = useChangeAnnouncement(live, (now) => (now ? 'Main Event is live now.' : null));
  return <Announcement message={message} />;
}

describe('useChangeAnnouncement', () => {
  it('says nothing for the first value and speaks when it changes', () => {
    const { rerender } = render(<Live live={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    rerender(<Live live />);
    expect(screen.getByRole('status')).toHaveTextContent('Main Event is live now.');
  });

  it('keeps the last message when the new value has nothing to say', () => {
    const { rerender } = render(<Live live={false} />);
    rerender(<Live live />);
    rerender(<Live live={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Main Event is live now.');
  });
});
