import { Code } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { buttonClasses, type ButtonVariant } from '#client/components/ui/button';
import { CopyButton } from '#client/components/ui/copy-button';
import { Dialog } from '#client/components/ui/dialog';
import { Textarea } from '#client/components/ui/input';
import { useT } from '#client/lib/i18n/i18n';
import { useSiteInfo } from '#client/lib/site-info';
import { toast } from '#client/lib/toast';

const escapeAttribute = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The HTML another site pastes to show a channel's player: a 16:9 frame of `/embed/{slug}` with
 * the bar under it, as wide as its column allows.
 */
export function embedCode(siteUrl: string, channel: { slug: string; title: string }): string {
  const src = `${siteUrl.replace(/\/+$/, '')}/embed/${encodeURIComponent(channel.slug)}`;
  return (
    `<iframe src="${escapeAttribute(src)}" title="${escapeAttribute(channel.title)}" ` +
    'width="640" height="408" style="border:0;max-width:100%" ' +
    'allow="autoplay; fullscreen; picture-in-picture" allowfullscreen></iframe>'
  );
}

/** Embed: a dialog with the channel's embed code and a button that copies it. */
export function EmbedButton({
  channel,
  variant = 'secondary',
}: {
  channel: { slug: string; title: string };
  variant?: ButtonVariant;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const site = useSiteInfo();
  const fieldId = useId();
  // The site's public address (PUBLIC_URL); this page's own until it is known.
  const siteUrl =
    site.data?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  const code = embedCode(siteUrl, channel);
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-haspopup="dialog"
        className={buttonClasses({ variant })}
        onClick={() => setOpen(true)}
      >
        <Code className="size-4" aria-hidden />
        {t('streams.embed.button')}
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        returnFocus={button}
        title={t('streams.embed.title')}
        description={t('streams.embed.description')}
      >
        <label htmlFor={fieldId} className="text-sm font-medium">
          {t('streams.embed.codeLabel')}
        </label>
        <Textarea
          id={fieldId}
          readOnly
          value={code}
          rows={5}
          spellCheck={false}
          onFocus={(event) => event.currentTarget.select()}
          className="mt-1.5 resize-none font-mono break-all"
        />
        <div className="mt-4 flex justify-end">
          <CopyButton
            value={code}
            label={t('streams.embed.copy')}
            onCopied={() => toast.success(t('streams.embed.copied'))}
          />
        </div>
      </Dialog>
    </>
  );
}
