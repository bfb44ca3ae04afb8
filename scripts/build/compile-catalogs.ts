import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/**
 * The message catalogs (src/client/locales/{language}/{area}.json, ICU MessageFormat) compiled
 * as they are bundled: the browser and the server's renders get Lingui's ready-to-format form and
 * carry no message parser. Tests and development read the catalogs as written (Lingui compiles
 * them when it first formats a message).
 */
export function compileCatalogs(): Plugin {
  return {
    name: 'compile-catalogs',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]client[\\/]locales[\\/][^\\/]+[\\/][^\\/]+\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]),
      );
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
