import { Share2 } from 'lucide-react';
import { toast } from '#client/lib/toast';
import { Button } from '#client/components/ui/button';

/** The device's share sheet where there is one; otherwise the link goes to the clipboard. */
export function ShareButton({ title }: { title: string }) {
  return (
    <Button
      variant="secondary"
      onClick={async () => {
        const url = window.location.href;
        if (navigator.share) {
          try {
            await navigator.share({ title, url });
          } catch (error) {
            console.info('Share was not completed', error);
          }
          return;
        }
        try {
          await navigator.clipboard.writeText(url);
          toast.success('Link copied to clipboard!');
        } catch {
          toast.error('Failed to copy link. Please copy it manually.');
        }
      }}
    >
      <Share2 className="size-4" aria-hidden />
      Share
    </Button>
  );
}
