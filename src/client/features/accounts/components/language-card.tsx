import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { languageNames, locales, localeTags, type Locale } from '#shared/locales';
import { Alert } from '#client/components/ui/alert';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { RadioCard } from '#client/components/ui/radio-card';
import { errorMessage } from '#client/lib/api';
import { sessionQueryKey, useAuth } from '#client/lib/auth/auth-provider';
import { followAccountLanguage } from '#client/lib/i18n/choose-language';
import { useLocale, useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { saveAccountLanguage } from '../api/auth-requests';

/**
 * /profile: the language of the site and of every mail the member gets. Saved on the account, so
 * it follows them to every device they sign in on; the page then opens in it.
 */
export function LanguageCard() {
  const t = useT();
  const shown = useShownText();
  const pageLanguage = useLocale();
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const saved = user?.language ?? pageLanguage;
  const [chosen, setChosen] = useState<Locale>(saved);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function save() {
    setSaving(true);
    setFailed(null);
    try {
      await saveAccountLanguage(chosen);
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      if (followAccountLanguage(chosen, '/profile')) return;
      toast.success(t('accounts.language.saved'));
    } catch (error) {
      setFailed(shown(errorMessage(error, t('accounts.language.failed'))));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card>
      <h2 id="language-heading" className="text-lg font-semibold">
        {t('accounts.language.title')}
      </h2>
      <p className="text-muted-foreground mt-1 text-sm">{t('accounts.language.intro')}</p>
      <div
        role="radiogroup"
        aria-labelledby="language-heading"
        className="mt-4 grid gap-2 sm:grid-cols-2"
      >
        {locales.map((locale) => (
          <RadioCard
            key={locale}
            name="language"
            value={locale}
            checked={chosen === locale}
            onChange={() => setChosen(locale)}
            label={<span lang={localeTags[locale]}>{languageNames[locale]}</span>}
          />
        ))}
      </div>
      {failed ? (
        <Alert tone="error" className="mt-3">
          {failed}
        </Alert>
      ) : null}
      <Button className="mt-4" onClick={save} disabled={saving || chosen === saved}>
        {saving ? t('accounts.language.saving') : t('accounts.language.save')}
      </Button>
    </Card>
  );
}
