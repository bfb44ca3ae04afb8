import { useQuery } from '@tanstack/react-query';
import { Check, Download } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { RosterBook, RosterBookAthlete } from '#shared/schemas/roster-book';
import { isUuid } from '#shared/uuid';
import { RichMessage } from '#client/components/rich-message';
import { Alert } from '#client/components/ui/alert';
import { ListState } from '#client/components/ui/list-state';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Select } from '#client/components/ui/input';
import { ScrollRegion } from '#client/components/ui/scroll-region';
import { NotFoundPage } from '#client/components/status-pages';
import { ApiError, errorMessage } from '#client/lib/api';
import { cn } from '#client/lib/cn';
import { RequireAuth } from '#client/lib/auth/guards';
import { useAuth } from '#client/lib/auth/auth-provider';
import { boardListQueryOptions, useAddToBoard } from '#client/lib/boards';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { isMissing, pageNotFound } from '#client/lib/page-status';
import { toast } from '#client/lib/toast';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { rosterBookCsvUrl, rosterBookQueryOptions } from '../api/programs';
import { useHiddenText } from '../components/roster-list';
import { useProgramFormats } from '../components/use-program-formats';

// For signed-in members only (the server sends everyone else to log in first); an event that is
// not there, cancelled, or not a showcase or tournament has no book: 404.
export const handle: PageHandle = {
  audience: 'member',
  prefetch: async ({ queryClient, params, userId }) => {
    const id = params.id ?? '';
    if (!isUuid(id)) throw pageNotFound();
    return prefetchSubject(queryClient, rosterBookQueryOptions(id, userId));
  },
};

/**
 * /events/{id}/roster-book (docs/product.md#roster-book): a showcase's or tournament's athletes
 * for verified college coaches (who add them to their boards from here) and the program's staff.
 * Athletes whose privacy hides them from the reader are never sent; the page says how many more.
 */
export function Component() {
  return (
    <RequireAuth>
      <RosterBookContent />
    </RequireAuth>
  );
}

function RosterBookContent() {
  const t = useT();
  const shown = useShownText();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const valid = isUuid(id);
  const book = useQuery({
    ...rosterBookQueryOptions(id, user?.id ?? null),
    enabled: Boolean(user) && valid,
  });
  const data = book.data;
  useDocumentTitle(
    data
      ? t('programs.rosterBook.titleOf', { event: data.event.title })
      : t('programs.rosterBook.title'),
  );
  if (!valid || isMissing(book.error)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6 px-4 py-10 sm:py-14">
      {book.isPending ? (
        <p role="status" className="text-muted-foreground">
          {t('programs.rosterBook.loading')}
        </p>
      ) : book.error instanceof ApiError && book.error.status === 403 ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t('programs.rosterBook.title')}</h1>
          <Alert tone="error" title={t('programs.rosterBook.refused')}>
            {shown(book.error.message)}
          </Alert>
        </>
      ) : !data ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">{t('programs.rosterBook.title')}</h1>
          <Alert tone="error" title={t('programs.rosterBook.failed')}>
            {shown(errorMessage(book.error, t('programs.tryAgainLater')))}
          </Alert>
        </>
      ) : (
        <Book book={data} eventId={id} />
      )}
    </div>
  );
}

function Book({ book, eventId }: { book: RosterBook; eventId: string }) {
  const t = useT();
  const { eventDateTime } = useProgramFormats();
  const { event } = book;
  const where = [event.place, [event.city, event.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <header className="grid gap-1">
        <p className="text-primary text-sm font-semibold">
          {t('programs.rosterBook.kindTitle', { kind: event.kind })}
        </p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{event.title}</h1>
        <p className="text-muted-foreground">
          <time dateTime={event.startsAt}>{eventDateTime(event.startsAt, event.timeZone)}</time>
          {where ? ` · ${where}` : null}
        </p>
        <p className="text-muted-foreground text-sm">
          <RichMessage
            id="programs.rosterBook.runBy"
            parts={{
              program: event.program.slug ? (
                <Link
                  to={`/org/${event.program.slug}`}
                  className="text-primary font-medium underline-offset-4 hover:underline"
                >
                  {event.program.name}
                </Link>
              ) : (
                event.program.name
              ),
            }}
          />
          {' · '}
          {t('programs.rosterBook.teams', { count: book.teams.length })}
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={rosterBookCsvUrl(eventId)}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download className="size-4" aria-hidden />
          {t('programs.rosterBook.download')}
        </a>
      </div>
      <Athletes book={book} />
    </>
  );
}

/**
 * The athletes in one table at every width (on a phone it scrolls sideways inside its region, as
 * a data table may). A book can hold a thousand athletes, so each row is kept lean: one link
 * (the name opens the athlete's page, where the highlight plays), no icons, the site's own focus
 * outline, and the board column only for readers who have boards, its
 * buttons once the board they add to is known (never in the server's HTML).
 */
function Athletes({ book }: { book: RosterBook }) {
  const t = useT();
  const hiddenText = useHiddenText();
  const { sport } = useProgramFormats();
  const { athletes, hiddenCount } = book;
  const board = useBoardPicker(book.canAddToBoards);
  // The sport under each name only when the event mixes sports.
  const mixedSports = new Set(athletes.map((athlete) => athlete.sport)).size > 1;
  if (athletes.length === 0 && hiddenCount === 0) {
    return (
      <Card>
        <p className="text-muted-foreground text-sm">{t('programs.rosterBook.empty')}</p>
      </Card>
    );
  }
  return (
    <section aria-labelledby="athletes-heading" className="grid min-w-0 gap-4">
      <h2 id="athletes-heading" className="text-xl font-semibold">
        {t('programs.rosterBook.athletes')}
      </h2>
      <BoardPicker picker={board} />
      {athletes.length > 0 ? (
        <ScrollRegion label={t('programs.rosterBook.region')}>
          <table className="w-full min-w-[40rem] text-left text-sm">
            <caption className="sr-only">{t('programs.rosterBook.caption')}</caption>
            <thead className="text-muted-foreground border-border border-b">
              <tr>
                {columns.map((column) => (
                  <th key={column} scope="col" className="py-2 pr-3 font-medium">
                    {t(column)}
                  </th>
                ))}
                {board.enabled ? (
                  <th scope="col" className="w-36 py-2 font-medium">
                    <span className="sr-only">{t('programs.rosterBook.column.board')}</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody className="divide-border divide-y [&_td]:py-2 [&_td]:pr-3 [&_th]:py-2 [&_th]:pr-3">
              {athletes.map((athlete) => (
                <tr key={`${athlete.teamId}-${athlete.profileId}`}>
                  <th scope="row" className="font-normal">
                    <Link to={`/athlete/${athlete.profileId}`} className={rowLink}>
                      {fullName(athlete)}
                    </Link>
                    {mixedSports ? (
                      <span className="text-muted-foreground block text-xs">
                        {sport(athlete.sport)}
                      </span>
                    ) : null}
                  </th>
                  <td>{athlete.teamName}</td>
                  <td>{jerseyText(athlete)}</td>
                  <td>{athlete.position ?? '–'}</td>
                  <td>{athlete.classYear ?? '–'}</td>
                  <td>{athlete.highlight?.title ?? '–'}</td>
                  {board.enabled ? (
                    <td className="text-right">
                      {board.board ? (
                        <AddButton athlete={athlete} board={board.board} picker={board} />
                      ) : null}
                    </td>
                  ) : null}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}
      {hiddenCount > 0 ? (
        <p className="text-muted-foreground text-sm">
          {hiddenText(hiddenCount, athletes.length > 0)}
        </p>
      ) : null}
    </section>
  );
}

/** The table's columns. */
const columns = [
  'programs.rosterBook.column.name',
  'programs.rosterBook.column.team',
  'programs.rosterBook.column.jersey',
  'programs.rosterBook.column.position',
  'programs.rosterBook.column.class',
  'programs.rosterBook.column.highlight',
] as const satisfies readonly MessageId[];

const rowLink = 'text-primary font-medium break-words underline-offset-4 hover:underline';
const fullName = (athlete: RosterBookAthlete) => `${athlete.firstName} ${athlete.lastName}`;
const jerseyText = (athlete: RosterBookAthlete) =>
  athlete.jerseyNumber === null ? '–' : `#${athlete.jerseyNumber}`;

/**
 * The board a verified coach adds athletes to, chosen once for the page, so that each athlete
 * takes one click. Other readers (the program's staff, administrators) have no boards.
 */
function useBoardPicker(enabled: boolean) {
  const t = useT();
  const shown = useShownText();
  const boards = useQuery({ ...boardListQueryOptions(), enabled });
  // One mutation for the page, not one per row; each add is followed by its own promise.
  const add = useAddToBoard();
  const [chosen, setChosen] = useState<string | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState<ReadonlySet<string>>(new Set());
  const list = boards.data?.boards ?? [];
  const board = list.find((one) => one.id === chosen) ?? list[0] ?? null;
  const keyOf = (boardId: string, athleteId: string) => `${boardId}:${athleteId}`;
  const toggle = (set: ReadonlySet<string>, key: string, on: boolean) => {
    const next = new Set(set);
    if (on) next.add(key);
    else next.delete(key);
    return next;
  };
  return {
    enabled,
    boards,
    list,
    board,
    choose: (id: string) => setChosen(id),
    added: (athleteId: string) => (board ? added.has(keyOf(board.id, athleteId)) : false),
    adding: (athleteId: string) => (board ? adding.has(keyOf(board.id, athleteId)) : false),
    /** Adds the athlete to the chosen board, then says so (or why not). */
    addAthlete: (athlete: RosterBookAthlete) => {
      if (!board) return;
      const key = keyOf(board.id, athlete.profileId);
      const name = fullName(athlete);
      setAdding((before) => toggle(before, key, true));
      add
        .mutateAsync({ boardId: board.id, athleteId: athlete.profileId })
        .then(() => {
          setAdded((before) => toggle(before, key, true));
          toast.success(t('programs.rosterBook.addedToast', { name, board: board.name }));
        })
        .catch((failure: unknown) =>
          toast.error(
            failure instanceof ApiError
              ? shown(failure.message)
              : t('programs.rosterBook.addFailed', { name }),
          ),
        )
        .finally(() => setAdding((before) => toggle(before, key, false)));
    },
  };
}
type BoardPickerState = ReturnType<typeof useBoardPicker>;

function BoardPicker({ picker }: { picker: BoardPickerState }) {
  const t = useT();
  const selectId = useId();
  if (!picker.enabled) {
    return <p className="text-muted-foreground text-sm">{t('programs.rosterBook.boardsFor')}</p>;
  }
  return (
    <ListState
      query={picker.boards}
      compact
      loading={t('programs.rosterBook.boardsLoading')}
      errorStyle="alert"
      errorTitle={t('programs.rosterBook.boardsFailed')}
      // the title says it all: no message under it
      describeError={() => ''}
      retry
      isEmpty={picker.list.length === 0}
      empty={
        <RichMessage
          id="programs.rosterBook.noBoards"
          parts={{
            link: (
              <Link to="/recruiting" className="text-primary font-medium underline">
                {t('programs.rosterBook.noBoards.link')}
              </Link>
            ),
          }}
        />
      }
    >
      <div className="grid max-w-sm gap-1">
        <label htmlFor={selectId} className="text-sm font-medium">
          {t('programs.rosterBook.addTo')}
        </label>
        <Select
          id={selectId}
          value={picker.board?.id ?? ''}
          onChange={(change) => picker.choose(change.target.value)}
        >
          {picker.list.map((one) => (
            <option key={one.id} value={one.id}>
              {one.name}
            </option>
          ))}
        </Select>
      </div>
    </ListState>
  );
}

/**
 * One athlete's Add to board. Once added (or while adding) it stays the same focusable button,
 * marked aria-disabled, so keyboard focus is not lost when it changes to "Added".
 */
function AddButton({
  athlete,
  board,
  picker,
}: {
  athlete: RosterBookAthlete;
  board: { id: string; name: string };
  picker: BoardPickerState;
}) {
  const t = useT();
  const name = fullName(athlete);
  const added = picker.added(athlete.profileId);
  const adding = picker.adding(athlete.profileId);
  return (
    <Button
      size="sm"
      variant={added ? 'ghost' : 'secondary'}
      aria-disabled={adding || added || undefined}
      aria-label={
        added
          ? t('programs.rosterBook.addedLabel', { name, board: board.name })
          : t('programs.rosterBook.addLabel', { name, board: board.name })
      }
      className={cn(
        added && 'text-emerald-700 hover:bg-transparent dark:text-emerald-400',
        adding && 'opacity-60',
      )}
      onClick={() => {
        if (!adding && !added) picker.addAthlete(athlete);
      }}
    >
      {added ? <Check className="size-4" aria-hidden /> : null}
      {added ? t('programs.rosterBook.added') : t('programs.rosterBook.add')}
    </Button>
  );
}
