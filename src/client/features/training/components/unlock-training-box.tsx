import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';

/** For signed-out visitors under a library (docs/product.md#training-library). */
export function UnlockTrainingBox() {
  return (
    <aside
      aria-labelledby="unlock-title"
      className="from-primary/15 via-accent to-card border-border mt-12 rounded-2xl border bg-gradient-to-br p-6 text-center sm:p-10"
    >
      <Sparkles className="text-primary mx-auto size-8" aria-hidden />
      <h3 id="unlock-title" className="mt-3 text-2xl font-bold tracking-tight">
        Unlock Full Training Access
      </h3>
      <p className="text-muted-foreground mx-auto mt-3 max-w-xl">
        Create a free account to keep track of your training, then subscribe for every intermediate,
        advanced and elite video in all eight sports. The first month is free.
      </p>
      <Link to="/signup" className={buttonClasses({ size: 'lg', className: 'mt-6' })}>
        Create Your Free Account
      </Link>
    </aside>
  );
}
