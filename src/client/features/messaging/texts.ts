import { useContext, useEffect, useState } from 'react';
import { loadCatalog, pageLocale } from '#client/lib/i18n/catalogs';
import { browserMessages, I18nContext, useLocaleTag } from '#client/lib/i18n/i18n';

/** A moment with its time, short, in the page's language, e.g. "Nov 24, 2026, 3:05 PM". */
export function useShortDateTime(): (value: string | Date) => string {
  const localeTag = useLocaleTag();
  return (value) =>
    new Date(value).toLocaleString(localeTag, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Whether messaging's words are there, loading them (and the forms' messages) when not: the first
 * message's form also opens on pages whose routes do not load them (an athlete's page).
 */
export function useMessagingWords(): boolean {
  const messages = useContext(I18nContext) ?? browserMessages;
  const [ready, setReady] = useState(() => messages.has('messaging.message.label'));
  useEffect(() => {
    if (ready) return;
    let current = true;
    void Promise.all([loadCatalog(pageLocale(), 'messaging'), loadCatalog(pageLocale(), 'forms')])
      // A catalog that fails to load leaves the form usable all the same.
      .catch(() => undefined)
      .then(() => {
        if (current) setReady(true);
      });
    return () => {
      current = false;
    };
  }, [ready]);
  return ready;
}
