import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRouteFiles } from './route-files';
import { routes } from './routes';

describe('the route table’s files, as the server finds them', () => {
  it('names the page file of every route with a page, nested and repeated ones included', async () => {
    const files = await findRouteFiles(routes);
    expect(files).toMatchObject({
      home: 'src/client/app/routes/home-route.tsx',
      frame: 'src/client/app/routes/frame-layout.tsx',
      pricing: 'src/client/features/marketing/pages/pricing-page.tsx',
      'training-basketball': 'src/client/features/training/pages/sport-training-page.tsx',
      'training-soccer': 'src/client/features/training/pages/sport-training-page.tsx',
      'admin-dashboard': 'src/client/features/admin/pages/admin-dashboard-page.tsx',
      'admin-members': 'src/client/features/admin/pages/members-page.tsx',
    });
    expect(Object.keys(files).length).toBeGreaterThan(60);
    for (const file of Object.values(files)) expect(existsSync(file), file).toBe(true);
  });

  it('refuses a route whose page is not in the page folders', async () => {
    const stray = { id: 'stray', path: 'stray', lazy: async () => ({ Component: () => null }) };
    await expect(findRouteFiles([stray])).rejects.toThrow('Route stray loads a page');
  });
});
