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
  private readonly table = new Map<string, MessageFunction | string>();
  /** Finds a text written with values by its shape (shaped-texts.ts, with the `forms` catalog). */
  private shaped: ((text: string) => string | null) | null = null;
  constructor(public locale: Locale = defaultLocale) {}

  load(catalog: LoadedCatalog) {
    for (const [id, message] of Object.entries(catalog)) this.table.set(id, message);
  }

  /** The ids loaded so far. */
  ids(): IterableIterator<string> {
    return this.table.keys();
  }

  /** Sets how a text written with values is found (readShapes in shaped-texts.ts). */
  findShapesWith(shaped: (text: string) => string | null) {
    this.shaped = shaped;
  }

  /**
   * A text the server or a shared rule wrote with values in it (`Line 12: the cue must end after
   * it starts.`) in this language, when a `forms` entry has its shape (`forms.Line {line}: …`):
   * the values as written, the words around them translated. Null when none fits, or before the
   * `forms` catalog is loaded.
   */
  formatShaped(text: string): string | null {
    return this.shaped?.(text) ?? null;
  }

  /**
   * The message `id` with its values. A missing one reads as its id and is reported: the catalog
   * test fails on an id no catalog holds, and the browser tests on a page that did not load its
   * words.
   */
  format(id: string, values?: Record<string, unknown>): string {
    let message = this.table.get(id);
    if (message === undefined) {
      console.error(`No message ${id} in ${this.locale}`);
      return id;
    }
    if (typeof message === 'string') {
      // A catalog loaded without the build: compiled on first use where a compiler is set up
      // (tests, the server), else shown as written.
      if (!compileText) return message;
      message = compileText(this.locale, message);
      this.table.set(id, message);
    }
    return message(values);
  }

  has(id: string): boolean {
    return this.table.has(id);
  }

  /** Forgets every message (the page's language changed: tests). */
  clear() {
    this.table.clear();
    this.shaped = null;
  }
}
