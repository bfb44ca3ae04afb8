import { Award, Play, TrendingUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { hasDetails, type Athlete } from '../../../../shared/athlete';
import { Button, buttonClasses } from '../../../components/ui/button';
import { useAuth } from '../../../lib/auth/auth-provider';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useAthleteOfTheMonth,
  useFeaturedAthletes,
  useMostImproved,
} from '../api/featured-athletes';
import { useAthleteList } from '../api/list-athletes';
import { AthleteAvatar } from '../components/athlete-avatar';
import { AthleteCard } from '../components/athlete-card';
import { Carousel } from '../components/athlete-carousel';

const subtitle = (athlete: Athlete) =>
  [athlete.sport, hasDetails(athlete) ? athlete.position : null]
    .filter((part) => part && part !== 'Not specified')
    .join(' · ');

/** Sample cards for the Elite Athletes grid (not real members; no profile behind them). */
const eliteSamples = [
  ['Jaylen', 'Brooks', 'Basketball', '#f97316'],
  ['Mia', 'Torres', 'Volleyball', '#0ea5e9'],
  ['Dominic', 'Hayes', 'Football', '#22c55e'],
  ['Kennedy', 'Shaw', 'Track and Field', '#a855f7'],
  ['Luis', 'Navarro', 'Soccer', '#ef4444'],
  ['Harper', 'Quinn', 'Softball', '#eab308'],
  ['Trent', 'Wallace', 'Wrestling', '#14b8a6'],
  ['Ella', 'Sato', 'Hockey', '#6366f1'],
] as const;

/** A decorative improvement figure between 75% and 95% (SPEC §9), steady for each athlete. */
function progressOf(id: string): number {
  let hash = 0;
  for (const char of id) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return 75 + (hash % 21);
}

function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

export function Component() {
  useDocumentTitle('Explore Athletes');
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const featured = useFeaturedAthletes(signedIn);
  const ofTheMonth = useAthleteOfTheMonth(signedIn);
  const improved = useMostImproved(signedIn);
  const all = useAthleteList({}, signedIn);
  const [elite, setElite] = useState(eliteSamples as readonly (typeof eliteSamples)[number][]);

  // SPEC §9: the sample grid is reshuffled once, half a second after the page opens.
  useEffect(() => {
    const timer = setTimeout(() => setElite(shuffled(eliteSamples)), 500);
    return () => clearTimeout(timer);
  }, []);

  const athleteOfTheMonth = ofTheMonth.data;
  const items = all.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="pb-16">
      <h1 className="sr-only">Explore Athletes</h1>
      {(featured.data?.length ?? 0) > 0 ? (
        <section
          aria-label="Featured athletes"
          className="from-accent to-background bg-gradient-to-b"
        >
          <div className="mx-auto max-w-5xl px-4 py-12">
            <Carousel
              label="Featured athletes"
              slides={featured.data!.map((athlete) => (
                <div
                  key={athlete.id}
                  className="flex flex-col items-center gap-6 px-2 py-6 text-center sm:flex-row sm:text-left"
                >
                  <AthleteAvatar athlete={athlete} size={160} className="ring-primary/40 ring-4" />
                  <div>
                    <p className="text-primary text-sm font-semibold tracking-wider uppercase">
                      Featured athlete
                    </p>
                    <h2 className="mt-1 text-3xl font-bold sm:text-4xl">
                      {athlete.firstName} {athlete.lastName}
                    </h2>
                    <p className="text-muted-foreground mt-2 text-lg">{subtitle(athlete)}</p>
                    <Link
                      to={`/athlete/${athlete.id}`}
                      className={buttonClasses({ className: 'mt-5' })}
                    >
                      View Full Profile
                    </Link>
                  </div>
                </div>
              ))}
            />
          </div>
        </section>
      ) : null}

      <div className="mx-auto grid max-w-7xl gap-14 px-4 pt-12">
        {athleteOfTheMonth ? (
          <section aria-labelledby="athlete-of-the-month">
            <h2 id="athlete-of-the-month" className="flex items-center gap-2 text-2xl font-bold">
              <Award className="text-primary size-6" aria-hidden />
              Athlete of the Month
            </h2>
            <div className="border-border bg-card mt-5 grid gap-6 rounded-2xl border p-6 shadow-sm md:grid-cols-[auto_1fr_auto] md:items-center">
              <AthleteAvatar athlete={athleteOfTheMonth} size={112} />
              <div>
                <p className="text-xl font-semibold">
                  {athleteOfTheMonth.firstName} {athleteOfTheMonth.lastName}
                </p>
                <p className="text-muted-foreground">{subtitle(athleteOfTheMonth)}</p>
                <div className="mt-4 max-w-md">
                  <div className="flex justify-between text-xs">
                    <span>Training progress</span>
                    <span>95%</span>
                  </div>
                  <div
                    className="bg-muted mt-1 h-2 rounded-full"
                    role="progressbar"
                    aria-valuenow={95}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-label="Training progress"
                  >
                    <div className="bg-primary h-2 w-[95%] rounded-full" />
                  </div>
                </div>
              </div>
              <Button
                onClick={() => {
                  const video = hasDetails(athleteOfTheMonth)
                    ? athleteOfTheMonth.highlightVideoUrl
                    : null;
                  if (!video) {
                    toast.info('No video available for this athlete.');
                    return;
                  }
                  window.open(video, '_blank', 'noopener');
                }}
              >
                <Play className="size-4" aria-hidden />
                Watch highlights
              </Button>
            </div>
          </section>
        ) : null}

        <section aria-labelledby="most-improved">
          <h2 id="most-improved" className="flex items-center gap-2 text-2xl font-bold">
            <TrendingUp className="text-primary size-6" aria-hidden />
            Most Improved Athletes
          </h2>
          <div className="mt-5">
            {improved.isPending ? (
              <p role="status" className="text-muted-foreground">
                Loading...
              </p>
            ) : (improved.data?.length ?? 0) === 0 ? (
              <p className="text-muted-foreground">No improvement data available yet.</p>
            ) : (
              <Carousel
                label="Most improved athletes"
                loop
                slideClassName="basis-full sm:basis-1/2 lg:basis-1/3"
                slides={improved.data!.map((athlete) => {
                  const value = progressOf(athlete.id);
                  return (
                    <div
                      key={athlete.id}
                      className="border-border bg-card flex h-full flex-col gap-3 rounded-2xl border p-5"
                    >
                      <div className="flex items-center gap-3">
                        <AthleteAvatar athlete={athlete} size={56} />
                        <div>
                          <p className="font-semibold">
                            {athlete.firstName} {athlete.lastName}
                          </p>
                          <p className="text-muted-foreground text-sm">{subtitle(athlete)}</p>
                        </div>
                      </div>
                      <div>
                        <div className="flex justify-between text-xs">
                          <span>Improvement</span>
                          <span>{value}%</span>
                        </div>
                        <div className="bg-muted mt-1 h-2 rounded-full" aria-hidden>
                          <div
                            className="bg-primary h-2 rounded-full"
                            style={{ width: `${value}%` }}
                          />
                        </div>
                      </div>
                      <Link
                        to={`/athlete/${athlete.id}`}
                        className={buttonClasses({ variant: 'secondary', size: 'sm' })}
                      >
                        View Profile
                      </Link>
                    </div>
                  );
                })}
              />
            )}
          </div>
        </section>

        <section aria-labelledby="elite-athletes">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <div>
              <h2 id="elite-athletes" className="text-2xl font-bold">
                Elite Athletes
              </h2>
              <p className="text-muted-foreground mt-1 text-sm">
                Sample cards showing how elite profiles appear to recruiters.
              </p>
            </div>
            {signedIn ? null : (
              <Link to="/signup" className={buttonClasses()}>
                Subscribe for Full Access
              </Link>
            )}
          </div>
          <ul className="mt-5 grid grid-cols-2 gap-4 md:grid-cols-4">
            {elite.map(([first, last, sport, color]) => (
              <li
                key={`${first}-${last}`}
                className="border-border bg-card relative overflow-hidden rounded-2xl border p-4 text-center"
              >
                <span
                  aria-hidden
                  className="mx-auto flex size-16 items-center justify-center rounded-full text-xl font-bold text-white"
                  style={{ background: color }}
                >
                  {first[0]}
                  {last[0]}
                </span>
                <p className="mt-3 font-semibold">
                  {first} {last}
                </p>
                <p className="text-muted-foreground text-sm">{sport}</p>
                {signedIn ? null : (
                  <Link
                    to="/signup"
                    className="bg-background/80 absolute inset-0 flex flex-col items-center justify-center gap-1 p-3 opacity-0 transition-opacity hover:opacity-100 focus-visible:opacity-100"
                  >
                    <span className="text-sm font-semibold">See More</span>
                    <span className="text-xs">Subscribe to view athlete details</span>
                    <span className="text-muted-foreground text-xs">Subscriber-only content</span>
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="all-athletes">
          <div className="flex items-end justify-between gap-4">
            <h2 id="all-athletes" className="text-2xl font-bold">
              All Athletes
            </h2>
            <Link to="/athletes" className="text-primary font-medium hover:underline">
              Search the database
            </Link>
          </div>
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {items.slice(0, 12).map((athlete) => (
              <li key={athlete.id}>
                <AthleteCard athlete={athlete} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
