import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '#client/components/ui/button';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

/**
 * Sample cards for the Elite Athletes grid (not real members; no profile behind them): name,
 * sport and color.
 */
const eliteSamples: readonly (readonly [string, string, MessageId, string])[] = [
  ['Jaylen', 'Brooks', 'app.sport.basketball', '#c2410c'],
  ['Mia', 'Torres', 'app.sport.volleyball', '#0369a1'],
  ['Dominic', 'Hayes', 'app.sport.football', '#15803d'],
  ['Kennedy', 'Shaw', 'app.athleteCard.sport.track', '#7e22ce'],
  ['Luis', 'Navarro', 'app.sport.soccer', '#b91c1c'],
  ['Harper', 'Quinn', 'athletes.explore.elite.softball', '#a16207'],
  ['Trent', 'Wallace', 'app.sport.wrestling', '#0f766e'],
  ['Ella', 'Sato', 'app.sport.hockey', '#4338ca'],
];

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
  const t = useT();
  const [elite, setElite] = useState(eliteSamples);

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
            {t('athletes.explore.elite.title')}
          </h2>
          <p className="text-muted-foreground mt-1 text-sm">{t('athletes.explore.elite.lead')}</p>
        </div>
        {signedIn ? null : (
          <Link to="/signup" className={buttonClasses()}>
            {t('athletes.explore.elite.subscribe')}
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
            <p className="text-muted-foreground text-sm">{t(sport)}</p>
            {signedIn ? null : (
              <Link
                to="/signup"
                className="bg-background/80 absolute inset-0 flex flex-col items-center justify-center gap-1 p-3 opacity-0 transition-opacity hover:opacity-100 focus-visible:opacity-100"
              >
                <span className="text-sm font-semibold">{t('athletes.explore.elite.seeMore')}</span>
                <span className="text-xs">{t('athletes.explore.elite.locked')}</span>
                <span className="text-muted-foreground text-xs">
                  {t('athletes.explore.elite.subscriberOnly')}
                </span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
