import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';

/** Sample cards for the Elite Athletes grid (not real members; no profile behind them). */
const eliteSamples = [
  ['Jaylen', 'Brooks', 'Basketball', '#c2410c'],
  ['Mia', 'Torres', 'Volleyball', '#0369a1'],
  ['Dominic', 'Hayes', 'Football', '#15803d'],
  ['Kennedy', 'Shaw', 'Track and Field', '#7e22ce'],
  ['Luis', 'Navarro', 'Soccer', '#b91c1c'],
  ['Harper', 'Quinn', 'Softball', '#a16207'],
  ['Trent', 'Wallace', 'Wrestling', '#0f766e'],
  ['Ella', 'Sato', 'Hockey', '#4338ca'],
] as const;

function shuffled<T>(list: readonly T[]): T[] {
  const copy = [...list];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(Math.random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

/** Explore: the sample elite cards; signed-out visitors are invited to subscribe. */
export function EliteAthletesSection({ signedIn }: { signedIn: boolean }) {
  const [elite, setElite] = useState(eliteSamples as readonly (typeof eliteSamples)[number][]);

  // The sample grid is reshuffled once, half a second after the page opens
  // (docs/product.md#athlete-sections).
  useEffect(() => {
    const timer = setTimeout(() => setElite(shuffled(eliteSamples)), 500);
    return () => clearTimeout(timer);
  }, []);

  return (
    // Below the fold on every screen (/explore): laid out only near the viewport.
    <section aria-labelledby="elite-athletes" className="below-fold">
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
  );
}
