import { useT } from '#client/lib/i18n/i18n';
import { AdminSection } from '../components/admin-section';
import { AdminTabs, useTabParam } from '../components/admin-tabs';
import { InboxMessages } from '../components/inbox-messages';
import { InboxNewsletter } from '../components/inbox-newsletter';
import { InboxReports } from '../components/inbox-reports';

const tabIds = ['messages', 'reports', 'newsletter'] as const;

/**
 * Messages from the contact form and the support chat, safety reports and newsletter
 * subscribers, one tab each. The open tab (and message) is in the address (?tab=), so it can be
 * linked to and survives a reload.
 */
export function Component() {
  const t = useT();
  const tabs = [
    { id: tabIds[0], label: t('admin.inbox.tab.messages') },
    { id: tabIds[1], label: t('admin.inbox.tab.reports') },
    { id: tabIds[2], label: t('admin.inbox.tab.newsletter') },
  ] as const;
  const [selected, select] = useTabParam(tabs);

  return (
    <AdminSection title={t('admin.inbox.title')} description={t('admin.inbox.description')}>
      <AdminTabs
        label={t('admin.inbox.title')}
        idBase="inbox"
        tabs={tabs}
        selected={selected}
        onSelect={select}
      >
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
