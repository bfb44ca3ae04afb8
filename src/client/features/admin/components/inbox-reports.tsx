import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { reportReasonLabels, type ReportStatus, type ReportTargetType } from '#shared/privacy';
import type { HoldInput, Report } from '#shared/schemas/reports';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { textLinkClass } from '#client/components/ui/text-link';
import { ListState } from '#client/components/ui/list-state';
import { useAdminReports, useHoldReport, useReleaseReport, useResolveReport } from '../api/inbox';
import { AdminTable, Cell, srOnlyColumn, tableClasses, TimeCell } from './admin-section';
import { CursorPager, useCursorPages } from './cursor-pager';
import { FilterButtons } from './filter-buttons';
import { FormError } from './form-error';

const targetLabels: Record<ReportTargetType, string> = {
  athlete: 'Athlete profile',
  video: 'Training video',
  channel: 'Live channel',
  message: 'Message',
};

const statusFilters = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
] as const satisfies readonly { value: ReportStatus; label: string }[];

/** Asks for the reason of a hold (shown to the owner of a held profile), then holds. */
function HoldDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const hold = useHoldReport();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<HoldInput, unknown, HoldInput>({
    resolver: lazyResolver(async () => (await import('#shared/schemas/reports')).holdInputSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!report) return;
    setFormError(null);
    try {
      await hold.mutateAsync({ id: report.id, reason });
      toast.success('Content held', {
        description: 'It is off the site until you release it; the report is resolved.',
      });
      close();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['reason'])) {
        setFormError(errorMessage(error, 'The content could not be held. Please try again.'));
      }
    }
  });

  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Hold this content"
      description={
        report
          ? `${report.target?.title ?? targetLabels[report.targetType]} leaves every list and page of the site until you release the hold. The report is marked resolved.`
          : undefined
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label="Reason shown to the owner"
          error={errors.reason?.message}
          hint="The owner of a held athlete profile sees this on their profile page."
        >
          <Input maxLength={500} disabled={isSubmitting} {...form.register('reason')} />
        </FormField>
        <FormError message={formError} />
        <DialogButtons
          submit="Hold content"
          busy={isSubmitting}
          busyLabel="Holding…"
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}

function ReporterCell({ report }: { report: Report }) {
  if (report.reporterUserId) {
    return (
      <Link
        to={`/admin-dashboard/members/${encodeURIComponent(report.reporterUserId)}`}
        className={`${textLinkClass} break-all`}
      >
        {report.reporterEmail ?? 'A member'}
      </Link>
    );
  }
  if (report.reporterEmail) return <span className="break-all">{report.reporterEmail}</span>;
  return <span className="text-muted-foreground">A visitor (no email)</span>;
}

/** Safety reports, open or resolved: hold the content, release a hold, resolve. */
export function InboxReports() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const pages = useCursorPages();
  const list = useAdminReports({ status, cursor: pages.cursor });
  const [holding, setHolding] = useState<Report | null>(null);
  const release = useReleaseReport();
  const resolve = useResolveReport();
  const items = list.data?.items ?? [];
  const busyWith =
    (release.isPending && release.variables) || (resolve.isPending && resolve.variables);

  const act = (action: typeof release | typeof resolve, id: string, done: string) =>
    action.mutate(id, {
      onSuccess: () => toast.success(done),
      onError: (error) =>
        toast.error(errorMessage(error, 'The report could not be changed. Please try again.')),
    });

  return (
    <>
      <div className="mb-4">
        <FilterButtons
          label="Report status"
          options={statusFilters}
          value={status}
          onChange={(next) => {
            setStatus(next);
            pages.reset();
          }}
        />
      </div>
      <ListState query={list} isEmpty={items.length === 0} empty="No reports here.">
        <AdminTable
          caption="Safety reports, newest first"
          minWidth="min-w-[60rem]"
          columns={[
            'Reported',
            'Reason',
            'Details',
            'Reporter',
            'Received',
            'Status',
            srOnlyColumn('Actions'),
          ]}
        >
          {items.map((report) => {
            const busy = busyWith === report.id;
            const name = report.target?.title ?? `report ${report.reference}`;
            return (
              <tr key={report.id} className={tableClasses.row}>
                <Cell>
                  {report.target ? (
                    <Link
                      to={report.target.url}
                      className="text-primary font-medium underline-offset-4 hover:underline"
                    >
                      {report.target.title}
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">Deleted</span>
                  )}
                  <span className="text-muted-foreground block text-xs">
                    {targetLabels[report.targetType]} · Ref. {report.reference}
                  </span>
                </Cell>
                <Cell className="max-w-48">{reportReasonLabels[report.reason]}</Cell>
                <Cell className="max-w-64 break-words whitespace-pre-wrap">
                  {report.details ?? <span className="text-muted-foreground">None given</span>}
                </Cell>
                <Cell className="max-w-48">
                  <ReporterCell report={report} />
                </Cell>
                <TimeCell value={report.createdAt} />
                <Cell>
                  <span className="block">{report.status === 'open' ? 'Open' : 'Resolved'}</span>
                  {report.held ? (
                    <Badge tone="warning" className="mt-1">
                      Held
                    </Badge>
                  ) : null}
                </Cell>
                <Cell>
                  <div className="flex flex-wrap justify-end gap-2">
                    {report.held ? (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy}
                        aria-label={`Release the hold on ${name}`}
                        onClick={() => act(release, report.id, 'Hold released')}
                      >
                        Release hold
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy || !report.target}
                        aria-label={`Hold ${name}`}
                        onClick={() => setHolding(report)}
                      >
                        Hold
                      </Button>
                    )}
                    {report.status === 'open' ? (
                      <Button
                        size="sm"
                        disabled={busy}
                        aria-label={`Resolve the report on ${name}`}
                        onClick={() => act(resolve, report.id, 'Report resolved')}
                      >
                        Resolve
                      </Button>
                    ) : null}
                  </div>
                </Cell>
              </tr>
            );
          })}
        </AdminTable>
      </ListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
      <HoldDialog report={holding} onClose={() => setHolding(null)} />
    </>
  );
}
