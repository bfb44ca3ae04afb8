import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useT } from '#client/lib/i18n/i18n';

/** For signed-out visitors under a library (docs/product.md#training-library). */
export function UnlockTrainingBox() {
  const t = useT();
  return (
    <aside
      aria-labelledby="unlock-title"
      className="from-primary/15 via-accent to-card border-border mt-12 rounded-2xl border bg-gradient-to-br p-6 text-center sm:p-10"
    >
      <Sparkles className="text-primary mx-auto size-8" aria-hidden />
      <h3 id="unlock-title" className="mt-3 text-2xl font-bold tracking-tight">
        {t('training.unlock.title')}
      </h3>
      <p className="text-muted-foreground mx-auto mt-3 max-w-xl">{t('training.unlock.text')}</p>
      <Link to="/signup" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        {t('training.unlock.signUp')}
      </Link>
    </aside>
  );
}
