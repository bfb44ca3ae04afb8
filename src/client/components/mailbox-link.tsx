import type { SiteInfo } from '#shared/schemas/site';
import { useT } from '#client/lib/i18n/i18n';
import { useSiteInfo } from '#client/lib/site-info';

/** A mailbox from the server's configuration, as a mailto link. */
export function MailboxLink({ mailbox }: { mailbox: keyof SiteInfo['mailboxes'] }) {
  const t = useT();
  const { data, isError } = useSiteInfo();
  const address = data?.mailboxes[mailbox];
  if (!address) {
    return (
      <span className="text-muted-foreground">{isError ? t('app.mailbox.unknown') : '…'}</span>
    );
  }
  return (
    <a
      href={`mailto:${address}`}
      className="text-primary font-medium wrap-break-word underline-offset-4 hover:underline"
    >
      {address}
    </a>
  );
}
