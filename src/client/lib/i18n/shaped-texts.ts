// Texts the server or a shared rule writes with values in them (`Line 12: the cue must end after
// it starts.`): a `forms` entry with `{name}` values is the shape of such a text, and a text of
// that shape is shown in the page's language with its values as written. Loaded with the `forms`
// catalog, which an English page never loads.
import type { Messages } from './messages';

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

/** Lets `messages` find the texts of every `forms` shape it holds (Messages.formatShaped). */
export function readShapes(messages: Messages) {
  const shapes = [...messages.ids()]
    .filter((id) => id.startsWith('forms.') && /\{\w+\}/.test(id))
    .map(shapeOf);
  messages.findShapesWith((text) => {
    for (const shape of shapes) {
      const match = shape.pattern.exec(text);
      if (match) {
        const values = Object.fromEntries(
          shape.names.map((name, index) => [name, match[index + 1]]),
        );
        return messages.format(shape.id, values);
      }
    }
    return null;
  });
}
