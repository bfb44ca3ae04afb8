import { AdminSection } from '../components/admin-section';
import { AdminTabs, useTabParam } from '../components/admin-tabs';
import { InboxMessages } from '../components/inbox-messages';
import { InboxNewsletter } from '../components/inbox-newsletter';
import { InboxReports } from '../components/inbox-reports';

const tabs = [
  { id: 'messages', label: 'Messages' },
  { id: 'reports', label: 'Reports' },
  { id: 'newsletter', label: 'Newsletter' },
] as const;

/**
 * Messages from the contact form and the support chat, safety reports and newsletter
 * subscribers, one tab each. The open tab (and message) is in the address (?tab=), so it can be
 * linked to and survives a reload.
 */
export function Component() {
  const [selected, select] = useTabParam(tabs);

  return (
    <AdminSection
      title="Inbox"
      description="Messages from the contact form and the support chat, safety reports and newsletter subscribers."
    >
      <AdminTabs label="Inbox" idBase="inbox" tabs={tabs} selected={selected} onSelect={select}>
        {selected === 'messages' ? (
          <InboxMessages />
        ) : selected === 'reports' ? (
          <InboxReports />
        ) : (
          <InboxNewsletter />
        )}
      </AdminTabs>
    </AdminSection>
  );
}
