import type { Config } from '../config';

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    env: 'test',
    isProduction: false,
    port: 3000,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    databaseUrl: undefined,
    publicUrl: 'http://localhost:3000',
    siteName: 'Showcase',
    authSecret: 'test-secret-test-secret-test-secret-0000',
    smtpUrl: undefined,
    mailFrom: 'Showcase <no-reply@showcase.example>',
    initialAdmin: undefined,
    s3: undefined,
    trustProxy: false,
    maxConnectionsPerAddress: 256,
    logRequests: false,
    videoBaseUrl: '/media',
    mailboxes: {
      support: 'support@showcase.example',
      privacy: 'privacy@showcase.example',
      childSafety: 'childsafety@showcase.example',
      safety: 'safety@showcase.example',
    },
    streaming: { idleMs: 10_000, livepeer: undefined },
    payments: { sandbox: true, stripe: undefined },
    pi: { mode: 'simulator' },
    piSandboxUrl: undefined,
    links: {
      premiumStreams: ['/live/premium-game-day', '/live/premium-practice-floor'],
      partnerSite: undefined,
      partnerDemoVideo: undefined,
      piAppStore: 'https://apps.apple.com/app/pi-network/id1445472541',
      piPlayStore: 'https://play.google.com/store/apps/details?id=com.blockchainvault',
      piReferral: 'https://minepi.com/',
      piReferralCode: undefined,
    },
    supportChatUrl: undefined,
    ...overrides,
  };
}
