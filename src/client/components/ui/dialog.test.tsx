// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';

function Opener() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Ban</Button>
      <Dialog open={open} onOpenChange={setOpen} title="Ban this member?">
        <p>They are signed out everywhere.</p>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('gives focus back to the button that opened it when Escape closes it', async () => {
    const user = userEvent.setup();
    render(<Opener />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Ban this member?' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ban' })).toHaveFocus();
  });
});
