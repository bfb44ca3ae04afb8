import { deferredSection } from '#client/lib/deferred-section';
import { AccountLinks } from './account-links';
import { MobileNav } from './mobile-nav';
import { SiteLogo } from './site-logo';
import { ThemeToggle } from './theme-toggle';

// The desktop menu bar is hidden on phones and tablets: its code (and the menu library) loads
// only where it is shown, when it comes into view.
const DesktopNav = deferredSection<object>(
  'desktop-nav',
  () => import('./desktop-nav').then((module) => ({ default: module.DesktopNav })),
  'h-12',
);

export function SiteHeader() {
  return (
    <header className="border-border bg-background/90 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <SiteLogo />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <AccountLinks className="hidden sm:flex" />
          <MobileNav />
        </div>
      </div>
      <div className="border-border hidden border-t xl:block">
        <div className="mx-auto flex h-12 max-w-7xl items-center px-2">
          <DesktopNav />
        </div>
      </div>
    </header>
  );
}
