import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { buttonClasses } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';

/** A checkout there is nothing more to do on: why, and the way back to the plans. */
export function ClosedCheckout({
  title,
  tone = 'warning',
  className,
  children,
}: {
  title: string;
  tone?: 'warning' | 'success';
  className?: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <div className={cn('grid gap-6', className)}>
      <h1 className="text-2xl font-bold tracking-tight">{t('payments.checkout')}</h1>
      <Alert tone={tone} title={title}>
        {children}
      </Alert>
      <Link to="/pricing" className={buttonClasses({ className: 'w-fit' })}>
        {t('payments.seePlans')}
      </Link>
    </div>
  );
}
