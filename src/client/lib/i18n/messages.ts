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

/** A `forms` text with values in it, as its id writes it (`forms.Line {line}: …`). */
type Shape = { id: string; pattern: RegExp; names: string[] };

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The shape of a `forms` id with `{name}` values: the English text, each value a capture. */
function shapeOf(id: string): Shape {
  const parts = id.slice('forms.'.length).split(/\{(\w+)\}/);
  const names = parts.filter((_, index) => index % 2 === 1);
  const pattern = parts.map((part, index) => (index % 2 === 1 ? '(.+?)' : escaped(part))).join('');
  return { id, pattern: new RegExp(`^${pattern}$`, 's'), names };
}

/** One language's messages, every area loaded so far. */
export class Messages {
  private readonly table = new Map<string, MessageFunction | string>();
  /** The `forms` texts with values: a server's text is matched against them (formatShaped). */
  private readonly shapes = new Map<string, Shape>();
  constructor(public locale: Locale = defaultLocale) {}

  load(catalog: LoadedCatalog) {
    for (const [id, message] of Object.entries(catalog)) {
      this.table.set(id, message);
      if (id.startsWith('forms.') && /\{\w+\}/.test(id) && !this.shapes.has(id)) {
        this.shapes.set(id, shapeOf(id));
      }
    }
  }

  /**
   * A text the server or a shared rule wrote with values in it (`Line 12: the cue must end after
   * it starts.`) in this language, when a `forms` entry has its shape (`forms.Line {line}: …`):
   * the values as written, the words around them translated. Null when none fits.
   */
  formatShaped(text: string): string | null {
    for (const shape of this.shapes.values()) {
      const match = shape.pattern.exec(text);
      if (match) {
        const values = Object.fromEntries(
          shape.names.map((name, index) => [name, match[index + 1]]),
        );
        return this.format(shape.id, values);
      }
    }
    return null;
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
    this.shapes.clear();
  }
}
