import { createPiPlatform, type PiPlatform } from '#server/adapters/pi/pi-platform';
import type { Config } from '#server/config';
import type { Clock } from '#server/lib/clock';
import { createPiSimulator, PI_SIMULATOR_PATH, type PiSimulator } from './pi-simulator';

/**
 * Pi Network for one app: the Platform API with the app's key; or, outside production without a
 * key, the built-in simulator, reached through the same adapter and the same HTTP requests
 * (answered by the simulator's router in this process); or nothing.
 */
export type Pi = {
  mode: Config['pi']['mode'];
  platform: PiPlatform | null;
  simulator: PiSimulator | null;
};

export function createPi(config: Config, clock: Clock): Pi {
  if (config.pi.mode === 'platform') {
    return {
      mode: 'platform',
      platform: createPiPlatform({ baseUrl: config.pi.baseUrl, apiKey: config.pi.apiKey }),
      simulator: null,
    };
  }
  if (config.pi.mode === 'simulator') {
    const simulator = createPiSimulator({ secret: config.authSecret, now: () => clock.now() });
    const baseUrl = `${config.publicUrl}${PI_SIMULATOR_PATH}`;
    const platform = createPiPlatform({
      baseUrl,
      apiKey: simulator.apiKey,
      fetch: async (request) => {
        const path = request.url.slice(baseUrl.length);
        const body = request.method === 'GET' ? undefined : await request.text();
        return simulator.platformApi.request(path, {
          method: request.method,
          headers: request.headers,
          body,
        });
      },
    });
    return { mode: 'simulator', platform, simulator };
  }
  return { mode: 'off', platform: null, simulator: null };
}
