import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';

/**
 * A link that opens in a new tab. The new page gets no handle on this one (noopener) and no
 * referrer, and screen reader users hear that a tab opens.
 */
export function ExternalLink({
  href,
  children,
  showIcon = true,
  ...props
}: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  href: string;
  children: ReactNode;
  showIcon?: boolean;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      {showIcon ? <ExternalLinkIcon className="size-4 shrink-0" aria-hidden /> : null}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
