import { FlaskConical } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';

/** The band at the top of the built-in sandbox's pages: nothing here moves real money. */
export function TestModeNotice({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  const t = useT();
  return (
    <section
      aria-label={t('payments.testMode')}
      className={cn(
        'rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/70 dark:bg-amber-950/40 dark:text-amber-100',
        className,
      )}
    >
      <p className="flex items-center gap-2 font-semibold">
        <FlaskConical className="size-4 shrink-0" aria-hidden />
        {title}
      </p>
      {children ? <div className="mt-2">{children}</div> : null}
    </section>
  );
}
