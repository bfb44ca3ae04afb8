import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '#server/db/schema/auth';
import { adultAthlete, verifiedCoach } from '#server/test/recruiting-fixtures';
import { unwrap } from '#server/test/test-app';
import { boardCsvHeaderIn } from './board-csv';

// A board's file speaks its coach's language: the header and the profile links; what the coach
// and the athletes wrote stays as written, still safe to open in a spreadsheet.

describe('a board exported in Spanish', () => {
  it('has a Spanish header and /es links for a coach who reads Spanish, formulas still shown as text', async () => {
    const coach = await verifiedCoach('Carmen Ruiz');
    await coach.db.update(user).set({ language: 'es' }).where(eq(user.id, coach.account.id));
    await coach.heard();
    const athlete = await adultAthlete({ firstName: 'Lucía' });
    const boards = coach.api.recruiting.boards;
    const { id: boardId } = await unwrap(boards.$post({ json: { name: 'Guardias 2027' } }), 201);
    const added = await unwrap(
      boards[':boardId'].entries.$post({
        param: { boardId },
        json: { athleteId: athlete.profileId },
      }),
      201,
    );
    await unwrap(
      boards[':boardId'].entries[':entryId'].$patch({
        param: { boardId, entryId: added.id },
        json: { notes: '=HYPERLINK("https://example.com")' },
      }),
    );

    const res = await boards[':boardId']['export.csv'].$get({ param: { boardId } });
    expect(res.status).toBe(200);
    const [header, row] = (await res.text()).trimEnd().split('\r\n');
    expect(header).toBe(
      '"Nombre","Apellido","Deporte","Posición","Escuela","Estado","Promoción","Etapa","Calificación","Notas","Agregado","Movido","Perfil"',
    );
    expect(row).toContain('"Lucía"');
    expect(row).toContain(`"'=HYPERLINK(""https://example.com"")"`);
    expect(row).toContain(`/es/athlete/${athlete.profileId}"`);

    // The English header is the one it always was.
    expect(boardCsvHeaderIn('en')).toEqual([
      'First name',
      'Last name',
      'Sport',
      'Position',
      'School',
      'State',
      'Class',
      'Stage',
      'Rating',
      'Notes',
      'Added',
      'Moved',
      'Profile',
    ]);
  });
});
