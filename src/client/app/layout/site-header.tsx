import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { DesktopNav } from './desktop-nav';
import { MobileNav } from './mobile-nav';
import { signedOutItems } from './nav-items';
import { SiteLogo } from './site-logo';
import { ThemeToggle } from './theme-toggle';

export function SiteHeader() {
  return (
    <header className="border-border bg-background/90 supports-[backdrop-filter]:bg-background/75 sticky top-0 z-40 border-b backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <SiteLogo />
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden items-center gap-2 sm:flex">
            {signedOutItems.map((item, index) => (
              <Link
                key={item.to}
                to={item.to}
                className={buttonClasses({
                  variant: index === 0 ? 'ghost' : 'primary',
                  size: 'sm',
                })}
              >
                {item.label}
              </Link>
            ))}
          </div>
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
