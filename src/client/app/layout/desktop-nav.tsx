import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { Link, useLocation } from 'react-router';
import { cn } from '#client/lib/cn';
import { isLinkActive, navEntries } from './nav-items';
import { useT } from '#client/lib/i18n/i18n';

const itemClasses =
  'inline-flex h-9 items-center gap-1 rounded-md px-2.5 text-sm font-medium whitespace-nowrap text-foreground/80 transition-colors hover:bg-muted hover:text-foreground data-[active]:text-primary data-[current=true]:text-primary data-[state=open]:bg-muted';

/**
 * Desktop navigation. Menus open on hover after 200 ms, move between each other without delay
 * for 300 ms after one closes, and close 150 ms after the pointer leaves (Radix's fixed delay).
 */
export function DesktopNav() {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <NavigationMenu.Root
      aria-label={t('app.nav.main')}
      delayDuration={200}
      skipDelayDuration={300}
      className="relative hidden xl:block"
    >
      <NavigationMenu.List className="flex items-center gap-0.5">
        {navEntries.map((entry) =>
          entry.kind === 'link' ? (
            <NavigationMenu.Item key={entry.label}>
              <NavigationMenu.Link asChild active={isLinkActive(entry.to, pathname)}>
                <Link to={entry.to} className={itemClasses}>
                  {t(entry.label)}
                </Link>
              </NavigationMenu.Link>
            </NavigationMenu.Item>
          ) : (
            <NavigationMenu.Item key={entry.label} className="relative">
              <NavigationMenu.Trigger
                className={itemClasses}
                data-current={entry.isActive(pathname)}
              >
                {t(entry.label)}
                <ChevronDown
                  className="size-3.5 transition-transform duration-200 [[data-state=open]>&]:rotate-180"
                  aria-hidden
                />
              </NavigationMenu.Trigger>
              <NavigationMenu.Content className="border-border bg-card absolute top-full left-0 z-50 mt-2 w-64 rounded-xl border p-2 shadow-lg">
                <ul className="grid gap-0.5">
                  {entry.items.map((item) => (
                    <li key={item.to}>
                      <NavigationMenu.Link asChild active={isLinkActive(item.to, pathname)}>
                        <Link
                          to={item.to}
                          className={cn(
                            'hover:bg-muted data-[active]:text-primary block rounded-lg px-3 py-2 text-sm',
                          )}
                        >
                          <span className="font-medium">{t(item.label)}</span>
                          {item.description ? (
                            <span className="text-muted-foreground mt-0.5 block text-xs">
                              {t(item.description)}
                            </span>
                          ) : null}
                        </Link>
                      </NavigationMenu.Link>
                    </li>
                  ))}
                </ul>
              </NavigationMenu.Content>
            </NavigationMenu.Item>
          ),
        )}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
