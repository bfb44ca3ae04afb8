import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { RosterStats, VerifiableStat } from '#shared/schemas/stat-verifications';
import { measurableStats, type MeasurableStat } from '#shared/stat-verifications';
import { RichMessage } from '#client/components/rich-message';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogFooter } from '#client/components/ui/dialog';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { useShownText, useT } from '#client/lib/i18n/i18n';
import { toast } from '#client/lib/toast';
import { rosterStatsQueryOptions, useStatVerification } from '../api/programs';
import { measurableLabels } from './program-labels';

/** A line's name: a measurable's in the page's language, a statistic's as the athlete wrote it. */
function useStatName() {
  const t = useT();
  return (stat: string) =>
    (measurableStats as readonly string[]).includes(stat)
      ? t(measurableLabels[stat as MeasurableStat])
      : stat;
}

/**
 * "Verify stats" on an active athlete's roster row (docs/product.md#stat-verification): a dialog
 * listing the athlete's statistics of the team's season and their height and weight, each with
 * its state and "Verify" or "Remove verification". The value verified is the athlete's own, read
 * by the server; nothing here can change it.
 */
export function VerifyStatsButton({
  teamId,
  teamName,
  season,
  entryId,
  athleteName,
}: {
  teamId: string;
  teamName: string;
  season: string;
  entryId: string;
  athleteName: string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={t('programs.verify.openLabel', { name: athleteName })}
      >
        {t('programs.verify.open')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title={t('programs.verify.title', { name: athleteName })}
        description={t('programs.verify.description', { team: teamName, season })}
      >
        {open ? <VerifyStatsBody teamId={teamId} entryId={entryId} /> : null}
        <DialogFooter className="mt-5">
          <DialogClose asChild>
            <Button variant="secondary">{t('programs.verify.done')}</Button>
          </DialogClose>
        </DialogFooter>
      </Dialog>
    </>
  );
}

function VerifyStatsBody({ teamId, entryId }: { teamId: string; entryId: string }) {
  const t = useT();
  const stats = useQuery(rosterStatsQueryOptions(teamId, entryId));
  return (
    <ListState
      query={stats}
      compact
      loading={t('programs.verify.loading')}
      errorFallback={t('programs.verify.failed')}
    >
      {stats.data ? <VerifyStatsLists teamId={teamId} entryId={entryId} data={stats.data} /> : null}
    </ListState>
  );
}

function VerifyStatsLists({
  teamId,
  entryId,
  data,
}: {
  teamId: string;
  entryId: string;
  data: RosterStats;
}) {
  const t = useT();
  const shown = useShownText();
  const statName = useStatName();
  const change = useStatVerification(teamId, entryId);
  const act = (line: VerifiableStat, verified: boolean) =>
    change.mutate(
      { stat: line.stat, verified },
      {
        onSuccess: () =>
          toast.success(
            verified
              ? t('programs.verify.verified', { stat: statName(line.stat) })
              : t('programs.verify.removed', { stat: statName(line.stat) }),
          ),
        onError: (cause) => toast.error(shown(errorMessage(cause, t('programs.didNotWork')))),
      },
    );
  const busyWith = change.isPending ? change.variables?.stat : undefined;
  return (
    <div className="grid gap-5">
      <section aria-labelledby="verify-stats-season" className="grid gap-2">
        <h3 id="verify-stats-season" className="font-medium">
          {t('programs.verify.season', { season: data.season })}
        </h3>
        <ListState
          // the statistics are loaded above
          compact
          isEmpty={data.stats.length === 0}
          empty={t('programs.verify.emptySeason', { season: data.season })}
        >
          <StatLines lines={data.stats} busyWith={busyWith} onAct={act} />
        </ListState>
      </section>
      <section aria-labelledby="verify-stats-measurables" className="grid gap-2">
        <h3 id="verify-stats-measurables" className="font-medium">
          {t('programs.verify.measurables')}
        </h3>
        <ListState
          compact
          isEmpty={data.measurables.length === 0}
          empty={t('programs.verify.noMeasurables')}
        >
          <StatLines lines={data.measurables} busyWith={busyWith} onAct={act} />
        </ListState>
      </section>
    </div>
  );
}

function StatLines({
  lines,
  busyWith,
  onAct,
}: {
  lines: VerifiableStat[];
  busyWith: string | undefined;
  onAct: (line: VerifiableStat, verified: boolean) => void;
}) {
  const t = useT();
  const statName = useStatName();
  return (
    <ul className="divide-border border-border divide-y rounded-xl border">
      {lines.map((line, index) => {
        const verification = line.verification;
        const removable = verification?.removable ?? false;
        const name = statName(line.stat);
        return (
          <li
            key={`${line.stat}-${index}`}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">
                <RichMessage
                  id="programs.verify.line"
                  values={{ stat: name }}
                  parts={{ value: <span className="font-semibold">{line.value}</span> }}
                />
              </p>
              {verification ? (
                <p className="flex items-center gap-1 text-sm text-emerald-800 dark:text-emerald-300">
                  <BadgeCheck className="size-4 shrink-0" aria-hidden />
                  {t('programs.verify.verifiedBy', {
                    coach: verification.verifierName,
                    team: verification.teamName,
                  })}
                </p>
              ) : (
                <p className="text-muted-foreground text-sm">{t('programs.verify.notVerified')}</p>
              )}
            </div>
            <Button
              size="sm"
              variant={removable ? 'ghost' : 'primary'}
              disabled={busyWith !== undefined}
              aria-busy={busyWith === line.stat}
              aria-label={
                removable
                  ? t('programs.verify.removeLabel', { stat: name })
                  : t('programs.verify.verifyLabel', { stat: name, value: line.value })
              }
              onClick={() => onAct(line, !removable)}
            >
              {removable ? t('programs.verify.remove') : t('programs.verify.verify')}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
