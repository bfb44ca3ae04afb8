// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgressBar } from './upload-progress-bar';

describe('UploadProgressBar', () => {
  it('shows every percent and announces each quarter once', () => {
    const bar = (fraction: number) => (
      <UploadProgressBar label="Uploading photo" fraction={fraction} />
    );
    const { rerender } = render(bar(0.1));
    expect(screen.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute(
      'aria-valuenow',
      '10',
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^$/);
    rerender(bar(0.26));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photo: 25%');
    rerender(bar(0.49));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '49');
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photo: 25%');
    rerender(bar(0.5));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photo: 50%');
    rerender(bar(1));
    expect(screen.getByRole('status')).toHaveTextContent('Uploading photo: 100%');
  });
});
