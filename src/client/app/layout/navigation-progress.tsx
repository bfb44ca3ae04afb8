import { useNavigation } from 'react-router';
import { useT } from '#client/lib/i18n/i18n';

/** A thin bar at the top while the next page's code or data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useT();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label={t('app.loadingPage')}
      className="bg-primary fixed inset-x-0 top-0 z-[60] h-0.5 animate-pulse"
    />
  );
}
