import { MessageCircle, X } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { loadCatalog, pageLocale } from '#client/lib/i18n/catalogs';
import { useT } from '#client/lib/i18n/i18n';

// The panel's contact form has its words in `contact`, and shows the form's and the server's
// messages (in Spanish, from `forms`).
const loadPanel = async () => {
  const [panel] = await Promise.all([
    import('./support-chat-panel'),
    loadCatalog(pageLocale(), 'contact'),
    loadCatalog(pageLocale(), 'forms'),
  ]);
  return panel;
};
const SupportChatPanel = lazy(loadPanel);

/**
 * The floating support button. The panel's code (form, validation) loads when the visitor first
 * points at or focuses the button, so it costs the first page load almost nothing.
 */
export function SupportChat() {
  const [open, setOpen] = useState(false);
  const t = useT();
  const [used, setUsed] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    // Escape closes the chat from anywhere inside it, the button included, and focus returns to
    // the button.
    <div
      className="fixed right-4 bottom-4 z-50 flex flex-col items-end gap-3 print:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
        }
      }}
    >
      {used ? (
        <Suspense fallback={null}>
          <SupportChatPanel open={open} onClose={close} />
        </Suspense>
      ) : null}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={used ? 'support-chat-panel' : undefined}
        onPointerEnter={loadPanel}
        onFocus={loadPanel}
        onClick={() => {
          setUsed(true);
          setOpen((current) => !current);
        }}
        className="bg-primary text-primary-foreground hover:bg-primary/90 inline-flex size-14 items-center justify-center rounded-full shadow-lg transition-transform hover:scale-105"
      >
        {open ? (
          <X className="size-6" aria-hidden />
        ) : (
          <MessageCircle className="size-6" aria-hidden />
        )}
        <span className="sr-only">{t('app.support.chat')}</span>
      </button>
    </div>
  );
}
