// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ToastHost } from '#client/lib/toast';
import { ShareButton } from './share-button';

const renderWithToasts = (ui: ReactNode) =>
  render(
    <>
      {ui}
      <ToastHost />
    </>,
  );

function setNavigator(name: 'share' | 'clipboard', value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

// Sonner keeps its toasts in module state, which the test files of a worker share.
beforeEach(() => {
  toast.dismiss();
});

afterEach(() => {
  // jsdom has neither: remove what the test put there.
  Reflect.deleteProperty(navigator, 'share');
  Reflect.deleteProperty(navigator, 'clipboard');
  vi.restoreAllMocks();
});

describe('ShareButton', () => {
  it('copies the link to the clipboard when there is no share sheet', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setNavigator('clipboard', { writeText });
    renderWithToasts(<ShareButton title="Main Event" path="/live/main-event" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/live/main-event`);
  });

  it('asks to copy by hand when the clipboard refuses', async () => {
    setNavigator('clipboard', { writeText: vi.fn().mockRejectedValue(new Error('denied')) });
    renderWithToasts(<ShareButton title="Main Event" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(
      await screen.findByText('Failed to copy link. Please copy it manually.'),
    ).toBeInTheDocument();
  });

  it('uses the share sheet where there is one, and only logs a share that failed', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    const writeText = vi.fn();
    setNavigator('share', share);
    setNavigator('clipboard', { writeText });
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    renderWithToasts(<ShareButton title="Main Event" path="/live/main-event" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Share' }));
    await vi.waitFor(() => expect(info).toHaveBeenCalled());
    expect(share).toHaveBeenCalledWith({
      title: 'Main Event',
      url: `${window.location.origin}/live/main-event`,
    });
    expect(writeText).not.toHaveBeenCalled();
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
  });
});
