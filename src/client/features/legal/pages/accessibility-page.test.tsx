// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#client/test/render-routes';
import { BARRIER_SUBJECT, Component as AccessibilityPage } from './accessibility-page';

describe('the accessibility statement', () => {
  it('says the standard, how it is tested and the known gaps, and reports a barrier with the contact form', async () => {
    renderRoutes([{ path: '/accessibility', Component: AccessibilityPage }], '/accessibility', {});
    expect(await screen.findByRole('heading', { name: 'Accessibility Statement' })).toBeVisible();
    expect(screen.getByRole('region', { name: '1. Our Standard' })).toHaveTextContent(
      'WCAG) 2.2 at level AA',
    );
    expect(screen.getByRole('region', { name: '4. Known Gaps' })).toHaveTextContent(
      'No video has a transcript yet',
    );
    // The contact form starts with the barrier's subject (contact-page.test.tsx).
    expect(screen.getByRole('link', { name: 'report an accessibility barrier' })).toHaveAttribute(
      'href',
      `/contact?subject=${encodeURIComponent(BARRIER_SUBJECT)}`,
    );
  });
});
