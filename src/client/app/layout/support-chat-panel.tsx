import { X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { ContactForm } from '#client/features/support/components/contact-form';
import { useSiteInfo } from '#client/lib/site-info';
import { useT } from '#client/lib/i18n/i18n';

/** The hosted chat, when one is configured. Its messages are only logged; it controls nothing here. */
function HostedChat({ url }: { url: string }) {
  const t = useT();
  useEffect(() => {
    const origin = new URL(url).origin;
    const onMessage = (event: MessageEvent) => {
      if (event.origin === origin) console.info('[support chat]', event.data);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [url]);
  return (
    <iframe
      src={url}
      title={t('app.support.chat')}
      className="h-full w-full border-0"
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="strict-origin-when-cross-origin"
    />
  );
}

/** The expanded support chat, about 18.7 × 21.8 rem; opening it moves focus inside. */
export default function SupportChatPanel({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  const { data, isPending } = useSiteInfo();
  const heading = useRef<HTMLHeadingElement>(null);
  const chatUrl = data?.supportChatUrl;
  const t = useT();

  useEffect(() => {
    if (open) heading.current?.focus();
  }, [open]);

  return (
    <section
      id="support-chat-panel"
      role="dialog"
      aria-modal="false"
      aria-labelledby="support-chat-title"
      hidden={!open}
      className="border-border bg-card text-foreground flex h-[21.8rem] w-[18.7rem] max-w-[calc(100vw-2rem)] flex-col overflow-hidden rounded-2xl border shadow-2xl"
    >
      <header className="bg-primary text-primary-foreground flex items-center justify-between gap-2 px-4 py-3">
        <div>
          <h2
            id="support-chat-title"
            ref={heading}
            tabIndex={-1}
            className="text-sm font-semibold outline-none"
          >
            {t('app.support.title')}
          </h2>
          <p className="text-xs opacity-90">{t('app.support.intro')}</p>
        </div>
        <button
          type="button"
          onClick={onClose}
          className="inline-flex size-8 items-center justify-center rounded-lg transition-colors hover:bg-white/15"
        >
          <X className="size-4" aria-hidden />
          <span className="sr-only">{t('app.support.close')}</span>
        </button>
      </header>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {chatUrl ? (
          <HostedChat url={chatUrl} />
        ) : isPending ? null : (
          <div className="p-4">
            <ContactForm variant="compact" />
          </div>
        )}
      </div>
    </section>
  );
}
