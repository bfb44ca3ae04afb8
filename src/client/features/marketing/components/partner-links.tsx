import { ArrowRight, PlayCircle } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#client/components/ui/button';
import { ExternalLink } from '#client/components/ui/external-link';
import { useT } from '#client/lib/i18n/i18n';
import { useSiteInfo } from '#client/lib/site-info';

/**
 * The partnership page's main action: the partner site in a new tab when one is configured,
 * otherwise our contact form, so the button always leads somewhere real.
 */
export function PartnerSiteLink({
  label,
  variant = 'primary',
  size = 'lg',
  className,
}: {
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}) {
  const { data } = useSiteInfo();
  const classes = buttonClasses({ size, variant, className });
  const partnerSite = data?.links.partnerSite;
  if (partnerSite) {
    return (
      <ExternalLink href={partnerSite} className={classes}>
        {label}
      </ExternalLink>
    );
  }
  return (
    <Link to="/contact" className={classes}>
      {label}
      <ArrowRight className="size-5" aria-hidden />
    </Link>
  );
}

/** The demo video in a new tab; shown only when one is configured. */
export function PartnerDemoLink({ variant = 'secondary' }: { variant?: ButtonVariant }) {
  const t = useT();
  const { data } = useSiteInfo();
  const demo = data?.links.partnerDemoVideo;
  if (!demo) return null;
  return (
    <ExternalLink href={demo} className={buttonClasses({ size: 'lg', variant })}>
      <PlayCircle className="size-5" aria-hidden />
      {t('partnership.watchDemo')}
    </ExternalLink>
  );
}
