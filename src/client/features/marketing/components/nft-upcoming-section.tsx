import { CalendarCheck, Crown, Repeat, Users, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { FeatureList } from './feature-list';

const upcoming: { icon: LucideIcon; title: MessageId; text: MessageId }[] = [
  {
    icon: Repeat,
    title: 'nft.upcoming.trading.title',
    text: 'nft.upcoming.trading.text',
  },
  {
    icon: Crown,
    title: 'nft.upcoming.legends.title',
    text: 'nft.upcoming.legends.text',
  },
  {
    icon: Users,
    title: 'nft.upcoming.teamSets.title',
    text: 'nft.upcoming.teamSets.text',
  },
  {
    icon: CalendarCheck,
    title: 'nft.upcoming.seasonPasses.title',
    text: 'nft.upcoming.seasonPasses.text',
  },
];

/** Ideas for after the launch. */
export function NftUpcomingSection() {
  const t = useT();
  return (
    <section aria-labelledby="nft-upcoming" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="nft-upcoming"
        eyebrow={t('nft.upcoming.eyebrow')}
        title={t('nft.upcoming.title')}
        description={t('nft.upcoming.description')}
      />
      <FeatureList
        features={upcoming.map(({ icon, title, text }) => ({
          icon,
          title: t(title),
          text: t(text),
        }))}
        className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4"
      />
    </section>
  );
}
