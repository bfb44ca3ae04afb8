import { z } from './zod';

/** What the browser needs from the server's configuration: GET /api/site. */
export const siteInfoSchema = z.object({
  mailboxes: z.object({
    support: z.string(),
    privacy: z.string(),
    childSafety: z.string(),
    safety: z.string(),
  }),
  links: z.object({
    premiumStreams: z.array(z.string()),
    partnerSite: z.string().nullable(),
    partnerDemoVideo: z.string().nullable(),
    piAppStore: z.string(),
    piPlayStore: z.string(),
    piReferral: z.string(),
    piReferralCode: z.string().nullable(),
  }),
  supportChatUrl: z.string().nullable(),
  /** Pi Network: the real Platform API, the built-in simulator, or not offered */
  pi: z.enum(['platform', 'simulator', 'off']),
  /** the Pi sandbox's address of this app, when configured */
  piSandboxUrl: z.string().nullable(),
  /** the address users reach the site at (PUBLIC_URL): embed codes point there */
  publicUrl: z.string(),
});

export type SiteInfo = z.infer<typeof siteInfoSchema>;
