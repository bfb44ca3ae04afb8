import type { ComponentProps } from 'react';
import { ListState } from '#client/components/ui/list-state';
import { useShownText, useT } from '#client/lib/i18n/i18n';

/**
 * The dashboard's lists' loading, failed and empty states (ListState), worded in the page's
 * language: "Loading...", and a failed list's message followed by "Please try again.".
 */
export function AdminListState(props: ComponentProps<typeof ListState>) {
  const t = useT();
  const shown = useShownText();
  const layout = props.className ?? (props.compact ? 'text-sm' : 'py-10 text-center text-sm');
  const lineError =
    props.errorStyle === undefined && !props.compact
      ? (error: unknown) => (
          <p role="alert" className={layout}>
            {error instanceof Error ? shown(error.message) : t('admin.list.loadFailed')}{' '}
            {t('admin.list.tryAgain')}
          </p>
        )
      : undefined;
  return <ListState loading={t('admin.list.loading')} renderError={lineError} {...props} />;
}
