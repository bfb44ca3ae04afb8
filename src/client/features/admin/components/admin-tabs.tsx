import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { TabList } from '#client/components/ui/tab-list';

export type AdminTab<T extends string> = { id: T; label: string };

/** At least one tab: the first is open when the address names none. */
type Tabs<T extends string> = readonly [AdminTab<T>, ...AdminTab<T>[]];

/**
 * The open tab of a dashboard page, kept in the address (?tab=) so it can be linked to and
 * survives a reload; the first tab when the address names none (or an unknown one).
 */
export function useTabParam<T extends string>(tabs: Tabs<T>) {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const selected = tabs.find((tab) => tab.id === requested)?.id ?? tabs[0].id;
  const select = (tab: T) => setParams({ tab }, { replace: true });
  return [selected, select] as const;
}

/** A page's tabs and the open tab's panel (`children`), one below the other. */
export function AdminTabs<T extends string>({
  label,
  idBase,
  tabs,
  selected,
  onSelect,
  children,
}: {
  label: string;
  /** the start of the tabs' and the panel's ids ("inbox": inbox-tab-messages, inbox-panel) */
  idBase: string;
  tabs: Tabs<T>;
  selected: T;
  onSelect: (tab: T) => void;
  children: ReactNode;
}) {
  const tabId = (tab: T) => `${idBase}-tab-${tab}`;
  const panelId = `${idBase}-panel`;
  return (
    <>
      <TabList
        label={label}
        tabs={tabs}
        selected={selected}
        onSelect={onSelect}
        tabId={tabId}
        panelId={panelId}
        className="bg-muted flex max-w-full gap-1 overflow-x-auto rounded-xl p-1 sm:inline-flex"
        tabClassName="flex-1 rounded-lg px-4 py-2 text-sm font-medium whitespace-nowrap transition-colors sm:flex-none focus-visible:ring-ring focus-visible:ring-2 focus-visible:outline-none"
      />
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="mt-6">
        {children}
      </div>
    </>
  );
}
