import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { cn } from '#client/lib/cn';
import { AdminSection } from '../components/admin-section';
import { InboxMessages } from '../components/inbox-messages';
import { InboxNewsletter } from '../components/inbox-newsletter';
import { InboxReports } from '../components/inbox-reports';

const tabs = [
  { id: 'messages', label: 'Messages' },
  { id: 'reports', label: 'Reports' },
  { id: 'newsletter', label: 'Newsletter' },
] as const;
type Tab = (typeof tabs)[number]['id'];

const isTab = (value: string | null): value is Tab => tabs.some((tab) => tab.id === value);
const tabId = (tab: Tab) => `inbox-tab-${tab}`;

/**
 * Messages from the contact form and the support chat, safety reports and newsletter
 * subscribers, one tab each. The open tab (and message) is in the address (?tab=), so it can be
 * linked to and survives a reload. The tabs follow the ARIA pattern: arrow keys, Home and End
 * move between them and select; only the selected one is in the Tab order.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected: Tab = isTab(requested) ? requested : 'messages';
  const buttons = useRef(new Map<Tab, HTMLButtonElement>());

  const select = (tab: Tab) => setParams({ tab }, { replace: true });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const target =
      event.key === 'ArrowRight'
        ? tabs[(index + 1) % tabs.length]
        : event.key === 'ArrowLeft'
          ? tabs[(index - 1 + tabs.length) % tabs.length]
          : event.key === 'Home'
            ? tabs[0]
            : event.key === 'End'
              ? tabs[tabs.length - 1]
              : undefined;
    if (!target) return;
    event.preventDefault();
    select(target.id);
    buttons.current.get(target.id)?.focus();
  };

  return (
    <AdminSection
      title="Inbox"
      description="Messages from the contact form and the support chat, safety reports and newsletter subscribers."
    >
      <div
        role="tablist"
        aria-label="Inbox"
        onKeyDown={onKeyDown}
        className="bg-muted flex max-w-full gap-1 overflow-x-auto rounded-xl p-1 sm:inline-flex"
      >
        {tabs.map((tab) => {
          const active = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(element) => {
                if (element) buttons.current.set(tab.id, element);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={active}
              aria-controls="inbox-panel"
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab.id)}
              className={cn(
                'flex-1 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none',
                'focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none',
                active
                  ? 'bg-card text-foreground shadow-sm'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="inbox-panel" aria-labelledby={tabId(selected)} className="mt-6">
        {selected === 'messages' ? (
          <InboxMessages />
        ) : selected === 'reports' ? (
          <InboxReports />
        ) : (
          <InboxNewsletter />
        )}
      </div>
    </AdminSection>
  );
}
