// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '#client/test/render-routes';
import { Component as ContactPage } from './contact-page';

describe('the contact page', () => {
  it('starts the form with the subject another page sent, as one plain line', async () => {
    renderRoutes(
      [{ path: '/contact', Component: ContactPage }],
      `/contact?subject=${encodeURIComponent('Accessibility barrier\n')}`,
      {},
    );
    expect(await screen.findByLabelText('Subject')).toHaveValue('Accessibility barrier');
  });

  it('starts it empty otherwise', async () => {
    renderRoutes([{ path: '/contact', Component: ContactPage }], '/contact', {});
    expect(await screen.findByLabelText('Subject')).toHaveValue('');
  });
});
