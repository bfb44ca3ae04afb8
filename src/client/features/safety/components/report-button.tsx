import { Flag } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { cn } from '#client/lib/cn';
import { loadCatalog, pageLocale } from '#client/lib/i18n/catalogs';
import { useT } from '#client/lib/i18n/i18n';
import type { ReportActionProps } from '#client/lib/report-action';

// The dialog's words (the `safety` area) load with its code, for a page whose route does not
// load them already.
const loadDialog = () =>
  Promise.all([import('./report-dialog'), loadCatalog(pageLocale(), 'safety')]).then(
    ([module]) => module,
  );
const ReportDialog = lazy(loadDialog);

/**
 * The quiet "Report" link beside a profile, a video or a channel. The dialog's code (the form,
 * and the schema it checks with) loads when the pointer or focus first reaches the link, so
 * pages carry almost nothing for it.
 */
export function ReportButton({ className, ...target }: ReportActionProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  // Each opening starts with an empty form.
  const [opened, setOpened] = useState(0);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={t('safety.button.label', { name: target.targetName })}
        onPointerEnter={loadDialog}
        onFocus={loadDialog}
        onClick={() => {
          setOpened((count) => count + 1);
          setOpen(true);
        }}
        className={cn(
          'text-muted-foreground hover:text-foreground focus-visible:ring-primary/40 inline-flex min-h-9 items-center gap-1.5 rounded-md px-1 text-sm underline-offset-4 outline-none hover:underline focus-visible:ring-2',
          className,
        )}
      >
        <Flag className="size-4" aria-hidden />
        {t('safety.button.text')}
      </button>
      {opened > 0 ? (
        <Suspense fallback={null}>
          <ReportDialog
            key={opened}
            open={open}
            onOpenChange={setOpen}
            target={target}
            returnFocus={button}
          />
        </Suspense>
      ) : null}
    </>
  );
}
