// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { everyMessage } from '#client/lib/i18n/every-catalog';
import { I18nContext } from '#client/lib/i18n/i18n';
import { answerRequests } from '#client/test/answer-requests';
import { Component as AccessibilityPage } from './accessibility-page';
import { Component as ChildSafetyPage } from './child-safety-page';
import { Component as PrivacyPage } from './privacy-page';
import { Component as TermsPage } from './terms-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** A legal page at its address, in `locale`, as the router inside `/es` names it. */
function renderIn(locale: 'en' | 'es', path: string, Page: ComponentType) {
  answerRequests({});
  const router = createMemoryRouter([{ path, Component: Page }], { initialEntries: [path] });
  render(
    <I18nContext.Provider value={everyMessage(locale)}>
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nContext.Provider>,
  );
}

const pages = [
  ['/terms', TermsPage, 'Términos del servicio', '22 de noviembre de 2026'],
  ['/privacy', PrivacyPage, 'Política de privacidad', '27 de noviembre de 2026'],
  ['/child-safety', ChildSafetyPage, 'Declaración de seguridad infantil', '6 de diciembre de 2026'],
  ['/accessibility', AccessibilityPage, 'Declaración de accesibilidad', '27 de noviembre de 2026'],
] as const;

describe('the legal pages in Spanish', () => {
  for (const [path, Page, title, date] of pages) {
    it(`${path}: says the English version governs, links to it, and dates in Spanish`, async () => {
      renderIn('es', path, Page);
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
      const notice = screen.getByRole('note');
      expect(notice).toHaveTextContent(
        'Si hay diferencias entre esta versión y la versión en inglés, prevalece la versión en inglés.',
      );
      const english = within(notice).getByRole('link', { name: 'versión en inglés' });
      expect(english).toHaveAttribute('href', path);
      expect(english).toHaveAttribute('hreflang', 'en-US');
      expect(document.querySelector('header time')).toHaveTextContent(date);
    });

    it(`${path}: shows no such notice in English`, async () => {
      renderIn('en', path, Page);
      await screen.findByRole('heading', { level: 1 });
      expect(screen.queryByRole('note')).not.toBeInTheDocument();
    });
  }

  it('names every rule of the contact calendar in Spanish', async () => {
    renderIn('es', '/child-safety', ChildSafetyPage);
    const table = await screen.findByRole('table', {
      name: 'Cuándo puede un entrenador universitario verificado escribirle primero a un atleta',
    });
    expect(table).not.toHaveTextContent(/sophomore|junior year|No date restriction|Men:/);
    const row = (name: string) =>
      within(table)
        .getAllByRole('row')
        .find((one) => within(one).queryByText(name, { exact: true }))?.textContent;
    expect(row('Básquetbol')).toContain(
      'Hombres: 15 de junio después del 10.º grado; mujeres: 1 de junio después del 10.º grado',
    );
    expect(row('Béisbol')).toContain(
      '1 de agosto antes del 11.º grado; sóftbol: 1 de septiembre del 11.º grado',
    );
    expect(row('NAIA')).toContain('Sin restricción de fecha');
  });

  it('starts the barrier report with a Spanish subject', async () => {
    renderIn('es', '/accessibility', AccessibilityPage);
    expect(
      await screen.findByRole('link', { name: 'reporta una barrera de accesibilidad' }),
    ).toHaveAttribute('href', `/contact?subject=${encodeURIComponent('Barrera de accesibilidad')}`);
  });
});
