import { describe, expect, it } from 'vitest';
import { highlightMessages } from '#shared/highlight-videos';
import { webvttMessages } from '#shared/webvtt';
import { everyMessage } from './every-catalog';

describe('a text written with values, in Spanish', () => {
  const spanish = everyMessage('es');

  it('keeps its values and translates the words around them', () => {
    expect(spanish.formatShaped(webvttMessages.endNotAfterStart(12))).toBe(
      'Línea 12: el subtítulo debe terminar después de empezar.',
    );
    expect(spanish.formatShaped(webvttMessages.badSetting(3, 'colour:red'))).toBe(
      'Línea 3: los ajustes de un subtítulo pueden ser vertical, line, position, size y align (se encontró "colour:red").',
    );
    expect(spanish.formatShaped(webvttMessages.tagNotAllowed(7, '<font>'))).toBe(
      'Línea 7: solo se permiten las etiquetas propias de WebVTT (se encontró <font>).',
    );
    expect(spanish.formatShaped(highlightMessages.tooLong(301))).toMatch(
      /^El video dura 5:01\. Un video destacado puede durar como máximo 5 minutos\.$/,
    );
  });

  it('finds nothing for a text of no known shape', () => {
    expect(spanish.formatShaped('Something else entirely.')).toBeNull();
  });
});
