import { Star } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';
import { useT } from '#client/lib/i18n/i18n';

/**
 * "Featured": the athlete holds the Recruiting Profile plan. The word is the badge, so it reads
 * the same without color; the star is decoration.
 */
export function FeaturedBadge({ className }: { className?: string }) {
  const t = useT();
  return (
    <Badge tone="primary" className={cn('shrink-0', className)}>
      <Star className="size-3 fill-current" aria-hidden />
      {t('app.athleteCard.featured')}
    </Badge>
  );
}
