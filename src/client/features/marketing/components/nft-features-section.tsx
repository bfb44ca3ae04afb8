import {
  Award,
  CheckCircle2,
  Gem,
  HeartHandshake,
  Lock,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading';
import { cn } from '#client/lib/cn';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const features: {
  id: string;
  icon: LucideIcon;
  title: MessageId;
  text: MessageId;
  points: MessageId[];
}[] = [
  {
    id: 'dynamic-nfts',
    icon: Gem,
    title: 'nft.feature.dynamic.title',
    text: 'nft.feature.dynamic.text',
    points: [
      'nft.feature.dynamic.point1',
      'nft.feature.dynamic.point2',
      'nft.feature.dynamic.point3',
    ],
  },
  {
    id: 'exclusive-content',
    icon: Lock,
    title: 'nft.feature.exclusive.title',
    text: 'nft.feature.exclusive.text',
    points: [
      'nft.feature.exclusive.point1',
      'nft.feature.exclusive.point2',
      'nft.feature.exclusive.point3',
    ],
  },
  {
    id: 'achievement-badges',
    icon: Award,
    title: 'nft.feature.badges.title',
    text: 'nft.feature.badges.text',
    points: ['nft.feature.badges.point1', 'nft.feature.badges.point2', 'nft.feature.badges.point3'],
  },
  {
    id: 'fan-engagement',
    icon: HeartHandshake,
    title: 'nft.feature.fans.title',
    text: 'nft.feature.fans.text',
    points: ['nft.feature.fans.point1', 'nft.feature.fans.point2', 'nft.feature.fans.point3'],
  },
  {
    id: 'tournament-drops',
    icon: Trophy,
    title: 'nft.feature.drops.title',
    text: 'nft.feature.drops.text',
    points: ['nft.feature.drops.point1', 'nft.feature.drops.point2', 'nft.feature.drops.point3'],
  },
];

/** The five NFT features, each a card with its own anchor (/coming-soon#dynamic-nfts). */
export function NftFeaturesSection() {
  const t = useT();
  return (
    <section aria-labelledby="nft-features" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="nft-features"
        eyebrow={t('nft.features.eyebrow')}
        title={t('nft.features.title')}
        description={t('nft.features.description')}
      />
      <div className="mt-12 grid gap-6">
        {features.map(({ id, icon: Icon, title, text, points }, index) => (
          <section
            key={id}
            id={id}
            aria-labelledby={`${id}-title`}
            className="border-border bg-card grid gap-6 rounded-3xl border p-6 shadow-sm sm:p-8 md:grid-cols-[auto_1fr_auto] md:items-center"
          >
            <span
              className={cn(
                'inline-flex size-14 items-center justify-center rounded-2xl text-white',
                index % 2 === 0
                  ? 'bg-gradient-to-br from-violet-500 to-fuchsia-700'
                  : 'bg-gradient-to-br from-orange-400 to-rose-600',
              )}
            >
              <Icon className="size-7" aria-hidden />
            </span>
            <div>
              <h3 id={`${id}-title`} className="text-xl font-semibold">
                {t(title)}
              </h3>
              <p className="text-muted-foreground mt-2 text-pretty">{t(text)}</p>
            </div>
            <ul className="grid gap-1.5 text-sm md:w-64">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckCircle2 className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                  {t(point)}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
