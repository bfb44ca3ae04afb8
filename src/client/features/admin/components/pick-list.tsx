import { ArrowDown, ArrowUp, Star, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { MAX_PICKS_PER_LIST, type PickListKind } from '#shared/admin-showcase';
import type { AthletePick, ShowcaseAthlete } from '#shared/schemas/admin-showcase';
import { Button } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { useRemovePick, useReorderPicks } from '../api/showcase';
import { pickListTexts } from './admin-labels';
import { AdminListState } from './admin-list-state';
import { AthleteSummary, HideToggle } from './showcase-athlete-row';
import { athleteName } from './showcase-athlete-state';
import { useToastFailure } from './toast-failure';

const listIcons: Record<PickListKind, ReactNode> = {
  special_mention: <TrendingUp className="text-primary size-5" aria-hidden />,
  featured: <Star className="text-primary size-5" aria-hidden />,
};

const listDescriptions = {
  special_mention: 'admin.picks.description.specialMention',
  featured: 'admin.picks.description.featured',
} as const satisfies Record<PickListKind, MessageId>;

const removedTexts = {
  special_mention: 'admin.picks.removed.specialMention',
  featured: 'admin.picks.removed.featured',
} as const satisfies Record<PickListKind, MessageId>;

/** A list of picks in its order: move one up or down, or take it off. */
export function PickList({
  kind,
  picks,
  onHide,
}: {
  kind: PickListKind;
  picks: AthletePick[];
  onHide: (athlete: ShowcaseAthlete) => void;
}) {
  const t = useT();
  const toastFailure = useToastFailure();
  const remove = useRemovePick();
  const reorder = useReorderPicks();
  const busy = remove.isPending || reorder.isPending;
  const headingId = `picks-${kind}`;

  const move = (index: number, by: -1 | 1) => {
    const ids = picks.map((pick) => pick.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    reorder.mutate(
      { kind, ids },
      {
        onError: toastFailure(t('admin.picks.reorder.failed')),
      },
    );
  };

  return (
    <Card className="grid content-start gap-3 p-5" aria-labelledby={headingId} role="region">
      <div>
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold">
          {listIcons[kind]}
          {t(pickListTexts[kind])}
          <span className="text-muted-foreground text-sm font-normal">
            {t('admin.picks.count', { count: picks.length, max: MAX_PICKS_PER_LIST })}
          </span>
        </h2>
        <p className="text-muted-foreground mt-1 text-sm">{t(listDescriptions[kind])}</p>
      </div>
      <AdminListState
        // the picks come with the showcase, loaded above
        compact
        isEmpty={picks.length === 0}
        empty={t('admin.picks.empty')}
      >
        <ol className="grid gap-3">
          {picks.map((pick, index) => {
            const name = athleteName(pick.athlete, t);
            return (
              <li
                key={pick.id}
                className="border-border flex flex-wrap items-start justify-between gap-3 rounded-xl border p-3"
              >
                <div className="flex min-w-0 items-start gap-2">
                  <span className="text-muted-foreground w-5 pt-2 text-right text-sm tabular-nums">
                    {index + 1}.
                  </span>
                  <AthleteSummary athlete={pick.athlete} />
                </div>
                <div className="flex flex-wrap gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('admin.picks.moveUp', { name })}
                    disabled={busy || index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <ArrowUp className="size-4" aria-hidden />
                  </Button>
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('admin.picks.moveDown', { name })}
                    disabled={busy || index === picks.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <ArrowDown className="size-4" aria-hidden />
                  </Button>
                  <HideToggle athlete={pick.athlete} onHide={onHide} />
                  <Button
                    variant="secondary"
                    size="sm"
                    disabled={busy}
                    onClick={() =>
                      remove.mutate(pick.id, {
                        onSuccess: () => toast.success(t(removedTexts[kind], { name })),
                        onError: toastFailure(t('admin.picks.remove.failed')),
                      })
                    }
                  >
                    {t('admin.remove')}
                    <span className="sr-only"> {name}</span>
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      </AdminListState>
    </Card>
  );
}
