import { useSiteInfo } from '#client/lib/site-info';

/** The debug card's expected sandbox URL: PI_SANDBOX_URL, or where to find it. */
export function useExpectedSandboxUrl(): string {
  const site = useSiteInfo();
  return (
    site.data?.piSandboxUrl ??
    'Not set: copy it from the Developer Portal into PI_SANDBOX_URL (https://sandbox.minepi.com/…)'
  );
}
