// A language's messages as functions: compiled by messageformat when the catalogs are bundled
// (scripts/build/compile-catalogs.ts), or here, from the catalogs as written, where they are
// loaded without a build (tests, development on the server).
import { defaultLocale, type Locale } from '#shared/locales';

/** A message: its text, with the values it fills in. */
export type MessageFunction = (values?: Record<string, unknown>) => string;
/** A catalog as loaded: compiled functions, or the ICU texts themselves outside a build. */
export type LoadedCatalog = Record<string, MessageFunction | string>;

/** Turns the texts of a catalog loaded without a build into functions (set where that happens). */
let compileText: ((locale: Locale, text: string) => MessageFunction) | null = null;
export function compileTextsWith(compile: (locale: Locale, text: string) => MessageFunction) {
  compileText = compile;
}

/** One language's messages, every area loaded so far. */
export class Messages {
  private readonly table = new Map<string, MessageFunction>();
  constructor(public locale: Locale = defaultLocale) {}

  load(catalog: LoadedCatalog) {
    for (const [id, message] of Object.entries(catalog)) {
      if (typeof message === 'function') this.table.set(id, message);
      else if (compileText) this.table.set(id, compileText(this.locale, message));
      else throw new Error(`The catalog holding ${id} was not compiled`);
    }
  }

  /** The message `id` with its values; a missing one reads as its id (the catalog test fails). */
  format(id: string, values?: Record<string, unknown>): string {
    return this.table.get(id)?.(values) ?? id;
  }

  has(id: string): boolean {
    return this.table.has(id);
  }

  /** Forgets every message (the page's language changed: tests). */
  clear() {
    this.table.clear();
  }
}
