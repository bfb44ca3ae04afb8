import { describe, expect, it } from 'vitest';
import { utf8Length, WEBVTT_MAX_BYTES, webvttMessages, webvttProblem } from './webvtt';

const vtt = (...lines: string[]) => lines.join('\n');

const simple = vtt('WEBVTT', '', '00:01.000 --> 00:04.000', 'Nice pass!', '');

describe('webvttProblem', () => {
  it('takes a plain file, with a BOM, Windows or old Mac line ends and header text', () => {
    expect(webvttProblem(simple)).toBeNull();
    expect(webvttProblem(`\uFEFF${simple}`)).toBeNull();
    expect(webvttProblem(simple.replace(/\n/g, '\r\n'))).toBeNull();
    expect(webvttProblem(simple.replace(/\n/g, '\r'))).toBeNull();
    expect(
      webvttProblem(
        vtt(
          'WEBVTT - State final',
          'Kind: captions',
          '',
          '1',
          '00:00:01.000 --> 00:00:04.000',
          'Hi',
        ),
      ),
    ).toBeNull();
    expect(webvttProblem(vtt('WEBVTT\tcaptions', '', '00:01.000 --> 00:02.000', 'Hi'))).toBeNull();
  });

  it('takes hours, settings, several cues, notes and WebVTT’s own tags and entities', () => {
    const file = vtt(
      'WEBVTT',
      '',
      'NOTE made by hand',
      'for the junior season',
      '',
      'intro',
      '00:00.500 --> 00:02.000 align:start position:10%,line-left size:80% line:0 vertical:rl',
      '<v.coach Coach Reed>Go <b>left</b>, <i>now</i>!</v>',
      '<c.yellow.big>Tom &amp; Jerry &lt;3 &#233; &nbsp;</c>',
      '',
      '01:00:00.000 --> 01:00:03.250 line:-1,end',
      '<lang en-US>Here</lang> <u>we</u> <ruby>漢<rt>kan</rt></ruby> <00:00:01.500>go',
      '',
    );
    expect(webvttProblem(file)).toBeNull();
  });

  it('refuses what is not WebVTT, with the line', () => {
    expect(webvttProblem('')).toBe(webvttMessages.empty);
    expect(webvttProblem(vtt('1', '00:01.000 --> 00:04.000', 'Hi'))).toBe(webvttMessages.header);
    expect(webvttProblem(vtt('WEBVTTX', '', '00:01.000 --> 00:04.000', 'Hi'))).toBe(
      webvttMessages.header,
    );
    expect(webvttProblem(vtt('webvtt', '', '00:01.000 --> 00:04.000', 'Hi'))).toBe(
      webvttMessages.header,
    );
    expect(webvttProblem(vtt('WEBVTT', ''))).toBe(webvttMessages.noCues);
    expect(webvttProblem(vtt('WEBVTT', '', 'NOTE nothing else'))).toBe(webvttMessages.noCues);
    expect(webvttProblem(vtt('WEBVTT', '', 'Just some words'))).toBe(
      webvttMessages.expectedTiming(3, 'Just some words'),
    );
    expect(webvttProblem(vtt('WEBVTT', '', 'intro', 'Hello'))).toBe(
      webvttMessages.expectedTiming(4, 'Hello'),
    );
  });

  it('refuses bad timings and settings', () => {
    const cue = (timing: string) => webvttProblem(vtt('WEBVTT', '', timing, 'Hi'));
    expect(cue('0:01.000 --> 00:04.000')).toBe(
      webvttMessages.badTiming(3, '0:01.000 --> 00:04.000'),
    );
    expect(cue('00:61.000 --> 00:64.000')).toBe(
      webvttMessages.badTiming(3, '00:61.000 --> 00:64.000'),
    );
    expect(cue('00:01,000 --> 00:04,000')).toMatch(/^Line 3: cue timings are written/);
    expect(cue('00:04.000 --> 00:01.000')).toBe(webvttMessages.endNotAfterStart(3));
    expect(cue('00:04.000 --> 00:04.000')).toBe(webvttMessages.endNotAfterStart(3));
    expect(cue('00:01.000 --> 00:04.000 color:red')).toBe(
      webvttMessages.badSetting(3, 'color:red'),
    );
    expect(cue('00:01.000 --> 00:04.000 align:middle')).toBe(
      webvttMessages.badSetting(3, 'align:middle'),
    );
    expect(cue('00:01.000 --> 00:04.000 region:fred')).toBe(webvttMessages.regionBlock(3));
    expect(cue('00:01.000-->00:04.000')).toBeNull();
  });

  it('refuses any tag that is not WebVTT’s own, saying which', () => {
    const text = (line: string) =>
      webvttProblem(vtt('WEBVTT', '', '00:01.000 --> 00:04.000', 'First line', line));
    expect(text('<script>alert(1)</script>')).toBe(
      "Line 5: only WebVTT's own tags are allowed (found <script>).",
    );
    expect(text('<img src=x onerror=alert(1)>')).toBe(
      webvttMessages.tagNotAllowed(5, '<img src=x onerror=alert(1)>'),
    );
    expect(text('<a href="https://example.com">link</a>')).toMatch(/found <a href=/);
    expect(text('<B>loud</B>')).toBe(webvttMessages.tagNotAllowed(5, '<B>'));
    expect(text('<i class="x">x</i>')).toBe(webvttMessages.tagNotAllowed(5, '<i class="x">'));
    expect(text('<lang>x</lang>')).toBe(webvttMessages.tagNotAllowed(5, '<lang>'));
    expect(text('<01.000>x')).toBe(webvttMessages.tagNotAllowed(5, '<01.000>'));
    expect(text('<v <script>x')).toBe(webvttMessages.strayLessThan(5));
    expect(text('3 < 4')).toBe(webvttMessages.unclosedTag(5, '< 4'));
    expect(text('Wait --> go')).toBe(webvttMessages.arrowInText(5));
  });

  it('refuses STYLE and REGION blocks, and --> in a NOTE', () => {
    const style = vtt(
      'WEBVTT',
      '',
      'STYLE',
      '::cue { color: red }',
      '',
      '00:01.000 --> 00:04.000',
      'Hi',
    );
    expect(webvttProblem(style)).toBe(webvttMessages.styleBlock(3));
    expect(webvttMessages.styleBlock(3)).toContain('STYLE blocks are not allowed');
    const region = vtt(
      'WEBVTT',
      '',
      'REGION',
      'id:fred width:40%',
      '',
      '00:01.000 --> 00:04.000',
      'Hi',
    );
    expect(webvttProblem(region)).toBe(webvttMessages.regionBlock(3));
    expect(webvttMessages.regionBlock(3)).toContain('REGION blocks are not allowed');
    const note = vtt('WEBVTT', '', 'NOTE', 'a --> b', '', '00:01.000 --> 00:04.000', 'Hi');
    expect(webvttProblem(note)).toBe(webvttMessages.noteArrow(4));
    // A cue may be named STYLE: its timings say it is a cue.
    expect(webvttProblem(vtt('WEBVTT', '', 'STYLE', '00:01.000 --> 00:04.000', 'Hi'))).toBeNull();
  });

  it('refuses NUL and files over the limit, counted in UTF-8 bytes', () => {
    expect(webvttProblem(vtt('WEBVTT', '', '00:01.000 --> 00:04.000', 'a\u0000b'))).toBe(
      webvttMessages.nulByte(4),
    );
    const cue = '00:01.000 --> 00:04.000\n';
    const fill = (bytes: number, char: string) =>
      `WEBVTT\n\n${cue}${char.repeat((bytes - 8 - cue.length) / utf8Length(char))}`;
    expect(utf8Length(fill(WEBVTT_MAX_BYTES, 'a'))).toBe(WEBVTT_MAX_BYTES);
    expect(webvttProblem(fill(WEBVTT_MAX_BYTES, 'a'))).toBeNull();
    expect(webvttProblem(`${fill(WEBVTT_MAX_BYTES, 'a')}a`)).toBe(webvttMessages.tooLarge);
    // 'é' is two bytes: half as many characters reach the limit.
    expect(webvttProblem(fill(WEBVTT_MAX_BYTES, 'é'))).toBeNull();
    expect(webvttProblem(`${fill(WEBVTT_MAX_BYTES - 2, 'é')}é`)).toBeNull();
    expect(webvttProblem(`${fill(WEBVTT_MAX_BYTES, 'é')}a`)).toBe(webvttMessages.tooLarge);
    expect(webvttMessages.tooLarge).toBe(
      'The captions file is larger than 256 KB. Choose a smaller one.',
    );
  });

  it('checks a file of long runs of spaces quickly', () => {
    const spaces = ' '.repeat(200_000);
    const started = performance.now();
    expect(webvttProblem(vtt('WEBVTT', '', `00:01.000 --> 00:04.000 a${spaces}b`, 'Hi'))).toMatch(
      /^Line 3: cue settings/,
    );
    expect(webvttProblem(vtt('WEBVTT', '', `00:01.000${spaces}x --> 00:04.000`, 'Hi'))).toMatch(
      /^Line 3: cue timings are written/,
    );
    expect(webvttProblem(vtt('WEBVTT', '', `00:01.000 --> 00:04.000${spaces}`, 'Hi'))).toBeNull();
    expect(webvttProblem(vtt('WEBVTT', '', '00:01.000 --> 00:04.000', `<lang${spaces}>x`))).toMatch(
      /^Line 4: only WebVTT's own tags/,
    );
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('utf8Length', () => {
  it('counts as TextEncoder does', () => {
    for (const text of ['', 'abc', 'é', '漢字', '😀', 'a\uD800b', '\uDC00']) {
      expect(utf8Length(text), text).toBe(new TextEncoder().encode(text).length);
    }
  });
});
