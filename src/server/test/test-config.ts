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
    logRequests: false,
    videoBaseUrl: '/media',
    ...overrides,
  };
}
