import { Share2 } from 'lucide-react';
import { streamMessages } from '#shared/streams';
import { Button, type ButtonVariant } from '#client/components/ui/button';
import { toast } from '#client/lib/toast';

/**
 * SPEC §2, §8: the device's share sheet where there is one; otherwise the link goes to the
 * clipboard. A share the viewer cancelled or that failed is only logged.
 */
export function ShareButton({
  title,
  path,
  variant = 'secondary',
  className,
}: {
  title: string;
  /** the page to share, on this site; the current page when left out */
  path?: string;
  variant?: ButtonVariant;
  className?: string;
}) {
  const share = async () => {
    const url = path ? new URL(path, window.location.origin).href : window.location.href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch (error) {
        console.info('Share was not completed', error);
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(streamMessages.linkCopied);
    } catch {
      toast.error(streamMessages.copyFailed);
    }
  };
  return (
    <Button variant={variant} className={className} onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden />
      Share
    </Button>
  );
}
