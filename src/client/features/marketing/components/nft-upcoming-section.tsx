import { CalendarCheck, Crown, Repeat, Users } from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading';
import { FeatureList } from './feature-list';

const upcoming = [
  {
    icon: Repeat,
    title: 'Trading between collectors',
    text: 'Exchange cards with other collectors, priced in Pi.',
  },
  {
    icon: Crown,
    title: 'Legend editions',
    text: 'Special cards for milestone careers and record seasons.',
  },
  { icon: Users, title: 'Team sets', text: 'Collect a whole roster and unlock a team card.' },
  {
    icon: CalendarCheck,
    title: 'Season passes',
    text: 'Follow every drop of a season in one purchase.',
  },
];

/** Ideas for after the launch. */
export function NftUpcomingSection() {
  return (
    <section aria-labelledby="nft-upcoming" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="nft-upcoming"
        eyebrow="Further out"
        title="Upcoming NFT features"
        description="Ideas we are exploring with the community after launch."
      />
      <FeatureList features={upcoming} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
    </section>
  );
}
