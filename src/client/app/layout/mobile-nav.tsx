import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';

const loadSheet = () => import('./mobile-nav-sheet');
const MobileNavSheet = lazy(loadSheet);

/** The Menu button for narrow screens; the sheet's code loads when it is first needed. */
export function MobileNav() {
  const { pathname } = useLocation();
  // The sheet is open for the page it was opened on: any navigation (a link in the sheet,
  // back/forward) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useT();

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={buttonClasses({ variant: 'ghost', size: 'icon', className: 'xl:hidden' })}
        onPointerEnter={loadSheet}
        onFocus={loadSheet}
        onClick={() => {
          setUsed(true);
          setOpenOn(pathname);
        }}
      >
        <Menu className="size-6" aria-hidden />
        <span className="sr-only">{t('app.nav.menu')}</span>
      </button>
      {used ? (
        <Suspense fallback={null}>
          <MobileNavSheet
            open={open}
            onOpenChange={(next) => setOpenOn(next ? pathname : null)}
            menuButton={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
