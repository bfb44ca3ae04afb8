import { useQuery } from '@tanstack/react-query';
import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import type { RosterStats, VerifiableStat } from '#shared/schemas/stat-verifications';
import { statVerificationMessages, verifiedByText } from '#shared/stat-verifications';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogFooter } from '#client/components/ui/dialog';
import { ListState } from '#client/components/ui/list-state';
import { errorMessage } from '#client/lib/api';
import { toast } from '#client/lib/toast';
import { rosterStatsQueryOptions, useStatVerification } from '../api/programs';

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
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setOpen(true)}
        aria-label={`Verify stats of ${athleteName}`}
      >
        Verify stats
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title={`Verify ${athleteName}’s statistics`}
        description={`${teamName}, ${season} season. A verified value shows who verified it on the athlete’s page while the athlete keeps it unchanged.`}
      >
        {open ? <VerifyStatsBody teamId={teamId} entryId={entryId} /> : null}
        <DialogFooter className="mt-5">
          <DialogClose asChild>
            <Button variant="secondary">Done</Button>
          </DialogClose>
        </DialogFooter>
      </Dialog>
    </>
  );
}

function VerifyStatsBody({ teamId, entryId }: { teamId: string; entryId: string }) {
  const stats = useQuery(rosterStatsQueryOptions(teamId, entryId));
  return (
    <ListState
      query={stats}
      compact
      loading="Loading statistics…"
      errorFallback="The statistics could not be loaded."
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
  const change = useStatVerification(teamId, entryId);
  const act = (line: VerifiableStat, verified: boolean) =>
    change.mutate(
      { stat: line.stat, verified },
      {
        onSuccess: () =>
          toast.success(
            verified
              ? statVerificationMessages.verified(line.stat)
              : statVerificationMessages.removed(line.stat),
          ),
        onError: (cause) =>
          toast.error(errorMessage(cause, 'That did not work. Please try again.')),
      },
    );
  const busyWith = change.isPending ? change.variables?.stat : undefined;
  return (
    <div className="grid gap-5">
      <section aria-labelledby="verify-stats-season" className="grid gap-2">
        <h3 id="verify-stats-season" className="font-medium">
          Statistics, {data.season} season
        </h3>
        <ListState
          // the statistics are loaded above
          compact
          isEmpty={data.stats.length === 0}
          empty={statVerificationMessages.emptySeason(data.season)}
        >
          <StatLines lines={data.stats} busyWith={busyWith} onAct={act} />
        </ListState>
      </section>
      <section aria-labelledby="verify-stats-measurables" className="grid gap-2">
        <h3 id="verify-stats-measurables" className="font-medium">
          Height and weight
        </h3>
        <ListState
          compact
          isEmpty={data.measurables.length === 0}
          empty="No height or weight on the athlete’s profile yet."
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
  return (
    <ul className="divide-border border-border divide-y rounded-xl border">
      {lines.map((line, index) => {
        const verification = line.verification;
        const removable = verification?.removable ?? false;
        return (
          <li
            key={`${line.stat}-${index}`}
            className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3"
          >
            <div className="min-w-0">
              <p className="font-medium break-words">
                {line.stat}: <span className="font-semibold">{line.value}</span>
              </p>
              {verification ? (
                <p className="flex items-center gap-1 text-sm text-emerald-800 dark:text-emerald-300">
                  <BadgeCheck className="size-4 shrink-0" aria-hidden />
                  {verifiedByText(verification)}
                </p>
              ) : (
                <p className="text-muted-foreground text-sm">Not verified</p>
              )}
            </div>
            <Button
              size="sm"
              variant={removable ? 'ghost' : 'primary'}
              disabled={busyWith !== undefined}
              aria-busy={busyWith === line.stat}
              aria-label={
                removable
                  ? `Remove verification of ${line.stat}`
                  : `Verify ${line.stat}: ${line.value}`
              }
              onClick={() => onAct(line, !removable)}
            >
              {removable ? 'Remove verification' : 'Verify'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
