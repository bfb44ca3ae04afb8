import { useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';
import { useT } from '#client/lib/i18n/i18n';

/** What the newsletter's confirmation link says when it brings the reader back (?subscribed=1|0). */
export function NewsletterConfirmationNotice() {
  const t = useT();
  const [params] = useSearchParams();
  const subscribed = params.get('subscribed');
  if (subscribed !== '1' && subscribed !== '0') return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      {subscribed === '1' ? (
        <Alert tone="success" title={t('nft.newsletter.confirmed.title')}>
          {t('nft.newsletter.confirmed.text')}
        </Alert>
      ) : (
        <Alert tone="warning" title={t('nft.newsletter.linkFailed.title')}>
          {t('nft.newsletter.linkFailed.text')}
        </Alert>
      )}
    </div>
  );
}
