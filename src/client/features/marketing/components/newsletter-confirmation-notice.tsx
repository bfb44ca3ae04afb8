import { useSearchParams } from 'react-router';
import { Alert } from '#client/components/ui/alert';

/** What the newsletter's confirmation link says when it brings the reader back (?subscribed=1|0). */
export function NewsletterConfirmationNotice() {
  const [params] = useSearchParams();
  const subscribed = params.get('subscribed');
  if (subscribed !== '1' && subscribed !== '0') return null;
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      {subscribed === '1' ? (
        <Alert tone="success" title="Thank you, your email is confirmed.">
          You are on the early access list and will hear from us first when athlete NFTs launch.
        </Alert>
      ) : (
        <Alert tone="warning" title="That confirmation link did not work.">
          It may have been used already. Subscribe again below to get a new one.
        </Alert>
      )}
    </div>
  );
}
