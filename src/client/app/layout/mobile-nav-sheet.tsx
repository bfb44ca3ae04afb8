import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { AccountLinks } from './account-links';
import { isLinkActive, navEntries, type NavLinkItem } from './nav-items';
import { useT } from '#client/lib/i18n/i18n';

function MobileLink({ item, pathname }: { item: NavLinkItem; pathname: string }) {
  const active = isLinkActive(item.to, pathname);
  const t = useT();
  return (
    <Dialog.Close asChild>
      <Link
        to={item.to}
        aria-current={active ? 'page' : undefined}
        className={cn(
          'hover:bg-muted block rounded-lg px-3 py-2.5 text-[15px] font-medium',
          active && 'text-primary bg-primary/10',
        )}
      >
        {t(item.label)}
      </Link>
    </Dialog.Close>
  );
}

/**
 * The sheet behind the Menu button: groups the same links as the desktop bar. Loaded on first
 * use, so desktop visitors never download the dialog code.
 */
export default function MobileNavSheet({
  open,
  onOpenChange,
  menuButton,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname } = useLocation();
  const t = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          className="bg-background border-border fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col border-l shadow-xl"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            menuButton.current?.focus();
          }}
        >
          <div className="border-border flex h-16 items-center justify-between border-b px-4">
            <Dialog.Title className="text-lg font-semibold">{t('app.nav.menu')}</Dialog.Title>
            <Dialog.Close className={buttonClasses({ variant: 'ghost', size: 'icon' })}>
              <X className="size-5" aria-hidden />
              <span className="sr-only">{t('app.nav.closeMenu')}</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t('app.nav.mobile')} className="flex-1 overflow-y-auto px-3 py-4">
            <ul className="grid gap-1">
              {navEntries.map((entry) =>
                entry.kind === 'link' ? (
                  <li key={entry.label}>
                    <MobileLink item={entry} pathname={pathname} />
                  </li>
                ) : (
                  <li key={entry.label} className="bg-muted/60 my-1.5 rounded-xl py-1.5">
                    <h2
                      className={cn(
                        'text-muted-foreground px-3 pb-1 text-xs font-semibold tracking-wider uppercase',
                        entry.isActive(pathname) && 'text-primary',
                      )}
                    >
                      {t(entry.label)}
                    </h2>
                    <ul className="grid gap-0.5">
                      {entry.items.map((item) => (
                        <li key={item.to}>
                          <MobileLink item={item} pathname={pathname} />
                        </li>
                      ))}
                    </ul>
                  </li>
                ),
              )}
            </ul>
          </nav>
          <div className="border-border border-t p-4">
            <AccountLinks
              size="md"
              className="[&>*]:flex-1"
              onNavigate={() => onOpenChange(false)}
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
