import { useT } from '#client/lib/i18n/i18n';
import { useSiteInfo } from '#client/lib/site-info';

/** The debug card's expected sandbox URL: PI_SANDBOX_URL, or where to find it. */
export function useExpectedSandboxUrl(): string {
  const t = useT();
  const site = useSiteInfo();
  return site.data?.piSandboxUrl ?? t('pi.debug.urlNotSet');
}
