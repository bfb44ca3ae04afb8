// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#client/test/render-routes';
import { Component as ContactPage } from '#client/features/support/pages/contact-page';
import { BARRIER_SUBJECT, Component as AccessibilityPage } from './accessibility-page';

describe('the accessibility statement', () => {
  it('says the standard, how it is tested and the known gaps, and reports a barrier with the contact form', async () => {
    const { user } = renderRoutes(
      [
        { path: '/accessibility', Component: AccessibilityPage },
        { path: '/contact', Component: ContactPage },
      ],
      '/accessibility',
      {},
    );
    expect(await screen.findByRole('heading', { name: 'Accessibility Statement' })).toBeVisible();
    expect(screen.getByRole('region', { name: '1. Our Standard' })).toHaveTextContent(
      'WCAG) 2.2 at level AA',
    );
    expect(screen.getByRole('region', { name: '4. Known Gaps' })).toHaveTextContent(
      'no captions or transcripts yet',
    );
    await user.click(screen.getByRole('link', { name: 'report an accessibility barrier' }));
    // The contact form starts with the barrier's subject.
    expect(await screen.findByLabelText('Subject')).toHaveValue(BARRIER_SUBJECT);
  });
});
