import { useQuery } from '@tanstack/react-query';
import { Check, ClipboardList, Download, PlayCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { eventKindLabels } from '#shared/programs';
import type { RosterBook, RosterBookAthlete } from '#shared/schemas/roster-book';
import { isUuid } from '#shared/uuid';
import { Alert } from '#client/components/ui/alert';
import { LoadError } from '#client/components/ui/load-error';
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
import { eventDateTime } from '#client/lib/format-date';
import { prefetchSubject, type PageHandle } from '#client/lib/page-prefetch';
import { isMissing, pageNotFound } from '#client/lib/page-status';
import { toast } from '#client/lib/toast';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { rosterBookCsvUrl, rosterBookQueryOptions } from '../api/programs';
import { hiddenText } from '../components/roster-list';

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
  const { id = '' } = useParams();
  const { user } = useAuth();
  const valid = isUuid(id);
  const book = useQuery({
    ...rosterBookQueryOptions(id, user?.id ?? null),
    enabled: Boolean(user) && valid,
  });
  const data = book.data;
  useDocumentTitle(data ? `Roster book · ${data.event.title}` : 'Roster book');
  if (!valid || isMissing(book.error)) return <NotFoundPage />;
  return (
    <div className="mx-auto grid w-full max-w-5xl min-w-0 gap-6 px-4 py-10 sm:py-14">
      {book.isPending ? (
        <p role="status" className="text-muted-foreground">
          Loading the roster book...
        </p>
      ) : book.error instanceof ApiError && book.error.status === 403 ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Roster book</h1>
          <Alert tone="error" title="You cannot open this roster book.">
            {book.error.message}
          </Alert>
        </>
      ) : !data ? (
        <>
          <h1 className="text-3xl font-bold tracking-tight">Roster book</h1>
          <Alert tone="error" title="The roster book could not be loaded.">
            {errorMessage(book.error, 'Please try again in a moment.')}
          </Alert>
        </>
      ) : (
        <Book book={data} eventId={id} />
      )}
    </div>
  );
}

function Book({ book, eventId }: { book: RosterBook; eventId: string }) {
  const { event } = book;
  const where = [event.place, [event.city, event.state].filter(Boolean).join(', ')]
    .filter(Boolean)
    .join(' · ');
  return (
    <>
      <header className="grid gap-1">
        <p className="text-primary text-sm font-semibold">
          {eventKindLabels[event.kind]} roster book
        </p>
        <h1 className="text-3xl font-bold tracking-tight break-words">{event.title}</h1>
        <p className="text-muted-foreground">
          <time dateTime={event.startsAt}>{eventDateTime(event.startsAt, event.timeZone)}</time>
          {where ? ` · ${where}` : null}
        </p>
        <p className="text-muted-foreground text-sm">
          Run by{' '}
          {event.program.slug ? (
            <Link
              to={`/org/${event.program.slug}`}
              className="text-primary font-medium underline-offset-4 hover:underline"
            >
              {event.program.name}
            </Link>
          ) : (
            event.program.name
          )}
          {' · '}
          {book.teams.length === 1 ? '1 team' : `${book.teams.length} teams`}
        </p>
      </header>
      <div className="flex flex-wrap items-center gap-3">
        <a
          href={rosterBookCsvUrl(eventId)}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download className="size-4" aria-hidden />
          Download CSV
        </a>
      </div>
      <Athletes book={book} />
    </>
  );
}

function Athletes({ book }: { book: RosterBook }) {
  const { athletes, hiddenCount } = book;
  const board = useBoardPicker(book.canAddToBoards);
  if (athletes.length === 0 && hiddenCount === 0) {
    return (
      <Card>
        <p className="text-muted-foreground text-sm">No athletes on this event’s rosters yet.</p>
      </Card>
    );
  }
  return (
    <section aria-labelledby="athletes-heading" className="grid min-w-0 gap-4">
      <h2 id="athletes-heading" className="text-xl font-semibold">
        Athletes
      </h2>
      <BoardPicker picker={board} />
      {athletes.length > 0 ? (
        <>
          {/* Phones: one card per athlete, nothing wider than the screen. */}
          <ul className="grid gap-3 md:hidden" aria-label="Athletes">
            {athletes.map((athlete) => (
              <li
                key={`${athlete.teamId}-${athlete.profileId}`}
                className="border-border bg-card grid min-w-0 gap-2 rounded-xl border p-4"
              >
                <AthleteName athlete={athlete} />
                <dl className="text-muted-foreground grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                  <dt>Team</dt>
                  <dd className="min-w-0 break-words">{athlete.teamName}</dd>
                  <dt>Jersey</dt>
                  <dd>{jerseyText(athlete)}</dd>
                  <dt>Position</dt>
                  <dd className="min-w-0 break-words">{athlete.position ?? '–'}</dd>
                  <dt>Class</dt>
                  <dd>{athlete.classYear ?? '–'}</dd>
                  <dt>Highlight</dt>
                  <dd className="min-w-0 break-words">
                    <Highlight athlete={athlete} />
                  </dd>
                </dl>
                <AddButton athlete={athlete} picker={board} />
              </li>
            ))}
          </ul>
          {/* Wider screens: a table. */}
          <ScrollRegion label="Athletes of the roster book" className="hidden md:block">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">
                Athletes with their team, jersey, position, class and highlight
              </caption>
              <thead className="text-muted-foreground border-border border-b">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Name
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Team
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Jersey
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Position
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Class
                  </th>
                  <th scope="col" className="py-2 pr-3 font-medium">
                    Highlight
                  </th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Board</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-border divide-y">
                {athletes.map((athlete) => (
                  <tr key={`${athlete.teamId}-${athlete.profileId}`}>
                    <th scope="row" className="py-2 pr-3 font-normal">
                      <AthleteName athlete={athlete} />
                    </th>
                    <td className="py-2 pr-3">{athlete.teamName}</td>
                    <td className="py-2 pr-3">{jerseyText(athlete)}</td>
                    <td className="py-2 pr-3">{athlete.position ?? '–'}</td>
                    <td className="py-2 pr-3">{athlete.classYear ?? '–'}</td>
                    <td className="py-2 pr-3">
                      <Highlight athlete={athlete} />
                    </td>
                    <td className="py-2 text-right">
                      <AddButton athlete={athlete} picker={board} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </>
      ) : null}
      {hiddenCount > 0 ? (
        <p className="text-muted-foreground text-sm">
          {hiddenText(hiddenCount, athletes.length > 0)}
        </p>
      ) : null}
    </section>
  );
}

const fullName = (athlete: RosterBookAthlete) => `${athlete.firstName} ${athlete.lastName}`;
const jerseyText = (athlete: RosterBookAthlete) =>
  athlete.jerseyNumber === null ? '–' : `#${athlete.jerseyNumber}`;

function AthleteName({ athlete }: { athlete: RosterBookAthlete }) {
  return (
    <span className="grid min-w-0">
      <Link
        to={`/athlete/${athlete.profileId}`}
        className="text-foreground focus-visible:ring-primary/40 rounded font-medium break-words underline-offset-4 outline-none hover:underline focus-visible:ring-3"
      >
        {fullName(athlete)}
      </Link>
      <span className="text-muted-foreground text-xs">{athlete.sport}</span>
    </span>
  );
}

function Highlight({ athlete }: { athlete: RosterBookAthlete }) {
  if (!athlete.highlight) return <span className="text-muted-foreground">–</span>;
  return (
    <Link
      to={`/athlete/${athlete.profileId}`}
      className="text-primary focus-visible:ring-primary/40 inline-flex items-center gap-1 rounded break-words underline-offset-4 outline-none hover:underline focus-visible:ring-3"
    >
      <PlayCircle className="size-4 shrink-0" aria-hidden />
      <span>
        {athlete.highlight.title}
        <span className="sr-only">, highlight of {fullName(athlete)}</span>
      </span>
    </Link>
  );
}

/**
 * The board a verified coach adds athletes to, chosen once for the page, so that each athlete
 * takes one click. Other readers (the program's staff, administrators) have no boards.
 */
function useBoardPicker(enabled: boolean) {
  const boards = useQuery({ ...boardListQueryOptions(), enabled });
  const [chosen, setChosen] = useState<string | null>(null);
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const list = boards.data?.boards ?? [];
  const board = list.find((one) => one.id === chosen) ?? list[0] ?? null;
  return {
    enabled,
    boards,
    list,
    board,
    choose: (id: string) => setChosen(id),
    added: (athleteId: string) => (board ? added.has(`${board.id}:${athleteId}`) : false),
    markAdded: (boardId: string, athleteId: string) =>
      setAdded((before) => new Set(before).add(`${boardId}:${athleteId}`)),
  };
}
type BoardPickerState = ReturnType<typeof useBoardPicker>;

function BoardPicker({ picker }: { picker: BoardPickerState }) {
  const selectId = useId();
  if (!picker.enabled) {
    return (
      <p className="text-muted-foreground text-sm">
        Adding athletes to recruiting boards is for verified college coaches.
      </p>
    );
  }
  if (picker.boards.isPending) {
    return (
      <p role="status" className="text-muted-foreground text-sm">
        Loading your boards…
      </p>
    );
  }
  if (picker.boards.isError) {
    return (
      <LoadError
        title="Your boards could not be loaded."
        onRetry={() => void picker.boards.refetch()}
      />
    );
  }
  if (picker.list.length === 0) {
    return (
      <p className="text-muted-foreground text-sm">
        You have no boards yet.{' '}
        <Link to="/recruiting" className="text-primary font-medium underline">
          Create a board on Recruiting
        </Link>
        , then add athletes from here.
      </p>
    );
  }
  return (
    <div className="grid max-w-sm gap-1">
      <label htmlFor={selectId} className="text-sm font-medium">
        Add athletes to
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
  );
}

/**
 * One athlete's Add to board. Once added (or while adding) it stays the same focusable button,
 * marked aria-disabled, so keyboard focus is not lost when it changes to "Added".
 */
function AddButton({ athlete, picker }: { athlete: RosterBookAthlete; picker: BoardPickerState }) {
  const add = useAddToBoard();
  const board = picker.board;
  const name = fullName(athlete);
  const added = picker.enabled && board !== null && picker.added(athlete.profileId);
  const busy = add.isPending || added;
  const onClick = () => {
    if (!board || busy) return;
    add.mutate(
      { boardId: board.id, athleteId: athlete.profileId },
      {
        onSuccess: () => {
          picker.markAdded(board.id, athlete.profileId);
          toast.success(`Added ${name} to ${board.name}.`);
        },
        onError: (failure) =>
          toast.error(
            failure instanceof ApiError
              ? failure.message
              : `${name} could not be added. Please try again.`,
          ),
      },
    );
  };
  return (
    <Button
      size="sm"
      variant={added ? 'ghost' : 'secondary'}
      disabled={!picker.enabled || !board}
      aria-disabled={busy || undefined}
      aria-label={
        added
          ? `Added ${name} to ${board!.name}`
          : board
            ? `Add ${name} to ${board.name}`
            : `Add ${name} to a board`
      }
      className={cn(
        added && 'text-emerald-700 hover:bg-transparent dark:text-emerald-400',
        add.isPending && 'opacity-60',
      )}
      onClick={onClick}
    >
      {added ? (
        <Check className="size-4" aria-hidden />
      ) : (
        <ClipboardList className="size-4" aria-hidden />
      )}
      {added ? 'Added' : 'Add to board'}
    </Button>
  );
}
