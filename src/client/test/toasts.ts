import { screen, waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Waits for a toast with `text` to be shown. A toast is in the page a moment before it is shown
 * (the toaster fades it in once mounted), so finding its text is not yet seeing it.
 */
export function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const element = screen.getByText(text);
    expect(element).toBeVisible();
    return element;
  });
}
