import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { useT } from '#client/lib/i18n/i18n';

/**
 * A link that opens in a new tab. The new page gets no handle on this one (noopener) and no
 * referrer, and screen reader users hear that a tab opens.
 */
export function ExternalLink({
  href,
  children,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <ExternalLinkIcon className="size-4 shrink-0" aria-hidden />
      <span className="sr-only"> {t('app.newTab')}</span>
    </a>
  );
}
