import { Award, CheckCircle2, Gem, HeartHandshake, Lock, Trophy } from 'lucide-react';
import { SectionHeading } from '#client/components/ui/section-heading';
import { cn } from '#client/lib/cn';

const features = [
  {
    id: 'dynamic-nfts',
    icon: Gem,
    title: 'Dynamic NFTs',
    text: 'A highlight card that grows with the athlete: stats, class year and new highlights update through the season, so the card you collect as a freshman tells the whole story by senior year.',
    points: [
      'Updates from verified profile stats',
      'Season-by-season history',
      'Highlight clip on every card',
    ],
  },
  {
    id: 'exclusive-content',
    icon: Lock,
    title: 'Exclusive content',
    text: 'Holders unlock extra footage from the athletes they follow: behind-the-scenes training, film breakdowns and season recaps.',
    points: ['Training footage', 'Film breakdowns', 'Season recap videos'],
  },
  {
    id: 'achievement-badges',
    icon: Award,
    title: 'Achievement badges',
    text: 'Badges for real milestones: completing a training level, a personal best, a state final, a college commitment. Each badge records when and how it was earned.',
    points: ['Training level completions', 'Personal bests', 'Commitments and honours'],
  },
  {
    id: 'fan-engagement',
    icon: HeartHandshake,
    title: 'Fan engagement',
    text: 'Family, friends and fans can support an athlete’s journey, follow their progress and celebrate milestones with them.',
    points: ['Follow an athlete’s progress', 'Milestone celebrations', 'Supporter recognition'],
  },
  {
    id: 'tournament-drops',
    icon: Trophy,
    title: 'Tournament drops',
    text: 'Limited-edition collectibles released during live tournaments on the site, marking the games and moments that mattered.',
    points: [
      'Limited editions per event',
      'Released during live streams',
      'Moments from the final rounds',
    ],
  },
];

/** The five NFT features, each a card with its own anchor (/coming-soon#dynamic-nfts). */
export function NftFeaturesSection() {
  return (
    <section aria-labelledby="nft-features" className="mx-auto max-w-7xl px-4 py-16 sm:py-20">
      <SectionHeading
        id="nft-features"
        eyebrow="What is coming"
        title="Built around real athletic achievement"
        description="Every card and badge is tied to a verified profile, so what you collect reflects work done on the court, the field and the track."
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
                {title}
              </h3>
              <p className="text-muted-foreground mt-2 text-pretty">{text}</p>
            </div>
            <ul className="grid gap-1.5 text-sm md:w-64">
              {points.map((point) => (
                <li key={point} className="flex gap-2">
                  <CheckCircle2 className="text-primary mt-0.5 size-4 shrink-0" aria-hidden />
                  {point}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
