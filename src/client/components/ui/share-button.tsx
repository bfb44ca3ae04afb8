import { Share2 } from 'lucide-react';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { Button, type ButtonVariant } from './button';

/** What the button says when the link went to the clipboard, or could not. */
const shareMessages = {
  linkCopied: 'app.share.linkCopied',
  copyFailed: 'app.share.copyFailed',
} as const satisfies Record<string, MessageId>;

/**
 * Share: the device's share sheet where there is one; otherwise the link goes to the clipboard,
 * with a toast either way. A share the visitor cancelled or that failed is only logged.
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
  const t = useT();
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
      toast.success(t(shareMessages.linkCopied));
    } catch {
      toast.error(t(shareMessages.copyFailed));
    }
  };
  return (
    <Button variant={variant} className={className} onClick={() => void share()}>
      <Share2 className="size-4" aria-hidden />
      {t('app.share.label')}
    </Button>
  );
}
