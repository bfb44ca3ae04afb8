import { useState, type ReactNode } from 'react';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { useT } from '#client/lib/i18n/i18n';

/** The filters the payment and order lists share: a member, and a range of days. */
export type CommonPaymentFilters = { member?: string; from?: string; to?: string };

/**
 * The filter bar of a payments list: its own selects (`children`), the member search (sent on
 * Enter or with the button) and the days. Every change starts again from the first page.
 */
export function PaymentFilterBar({
  label,
  filters,
  onChange,
  children,
}: {
  label: string;
  filters: CommonPaymentFilters;
  onChange: (filters: CommonPaymentFilters) => void;
  children: ReactNode;
}) {
  const t = useT();
  const [draft, setDraft] = useState(filters.member ?? '');
  // A member chosen elsewhere (a link from the orders) shows in the field.
  const [shown, setShown] = useState(filters.member);
  if (shown !== filters.member) {
    setShown(filters.member);
    setDraft(filters.member ?? '');
  }
  return (
    <div className="mb-4 grid gap-3">
      <form
        role="search"
        aria-label={label}
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filters, member: draft.trim() || undefined });
        }}
      >
        <label className="grid min-w-0 flex-1 basis-64 gap-1 text-sm font-medium">
          {t('admin.payments.filter.member')}
          <Input
            type="search"
            value={draft}
            maxLength={254}
            autoComplete="off"
            onChange={(event) => {
              setDraft(event.target.value);
              // Clearing the field shows everyone again.
              if (!event.target.value && filters.member)
                onChange({ ...filters, member: undefined });
            }}
          />
        </label>
        <Button type="submit" variant="secondary">
          {t('admin.search')}
        </Button>
      </form>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {children}
        <label className="grid gap-1 text-sm font-medium">
          {t('admin.payments.filter.from')}
          <Input
            type="date"
            value={filters.from ?? ''}
            max={filters.to}
            onChange={(event) => onChange({ ...filters, from: event.target.value || undefined })}
          />
        </label>
        <label className="grid gap-1 text-sm font-medium">
          {t('admin.payments.filter.to')}
          <Input
            type="date"
            value={filters.to ?? ''}
            min={filters.from}
            onChange={(event) => onChange({ ...filters, to: event.target.value || undefined })}
          />
        </label>
      </div>
    </div>
  );
}
