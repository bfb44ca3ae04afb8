import type { Locale } from '#shared/locales';
import type { Board } from '#shared/schemas/boards';
import { type ServerMessageId, pageUrl, wordsIn } from '#server/adapters/mail/mail-words';
import { toCsv } from '#server/lib/csv';

/** The columns of a board's export, in order. */
const boardColumns = [
  'files.board.firstName',
  'files.board.lastName',
  'files.board.sport',
  'files.board.position',
  'files.board.school',
  'files.board.state',
  'files.board.class',
  'files.board.stage',
  'files.board.rating',
  'files.board.notes',
  'files.board.added',
  'files.board.moved',
  'files.board.profile',
] as const satisfies readonly ServerMessageId[];

/** The header row of a board's export in `locale`. */
export const boardCsvHeaderIn = (locale: Locale) => wordsIn(locale, boardColumns);

/**
 * A board as a CSV file (docs/product.md#recruiting-boards): the athletes the coach may see now,
 * stage by stage, its header in the coach's language and its links to the pages in it. Hidden
 * rows are left out altogether: a file leaves the site, and a profile hidden later could not be
 * taken back out of it. Every cell is escaped so a spreadsheet shows a value that looks like a
 * formula as text (toCsv).
 */
export function boardCsv(board: Board, publicUrl: string, locale: Locale = 'en'): string {
  const base = publicUrl.replace(/\/+$/, '');
  const rows = board.entries
    .filter((entry) => entry.athlete !== null)
    .sort((a, b) => a.stage - b.stage)
    .map((entry) => {
      const athlete = entry.athlete!;
      return [
        athlete.firstName,
        athlete.lastName,
        athlete.sport,
        athlete.position,
        athlete.school,
        athlete.state,
        athlete.graduationYear === null ? '' : String(athlete.graduationYear),
        board.stages[entry.stage] ?? '',
        entry.rating === null ? '' : String(entry.rating),
        entry.notes,
        entry.addedAt.slice(0, 10),
        entry.movedAt.slice(0, 10),
        pageUrl(base, locale, `/athlete/${athlete.id}`),
      ];
    });
  return toCsv(boardCsvHeaderIn(locale), rows);
}

/** The name the file is saved under: the board's name in plain letters and the day. */
export function boardCsvFileName(name: string, day: Date): string {
  const slug = name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `board-${slug || 'export'}-${day.toISOString().slice(0, 10)}.csv`;
}
