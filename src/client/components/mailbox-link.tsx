import type { SiteInfo } from '#shared/schemas/site';
import { useSiteInfo } from '#client/lib/site-info';

/** A mailbox from the server's configuration, as a mailto link. */
export function MailboxLink({ mailbox }: { mailbox: keyof SiteInfo['mailboxes'] }) {
  const { data, isError } = useSiteInfo();
  const address = data?.mailboxes[mailbox];
  if (!address) {
    return (
      <span className="text-muted-foreground">
        {isError ? 'the address on our contact page' : '…'}
      </span>
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
