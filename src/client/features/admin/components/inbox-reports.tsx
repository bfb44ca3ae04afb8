import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { ReportStatus } from '#shared/privacy';
import type { HoldInput, Report } from '#shared/schemas/reports';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { textLinkClass } from '#client/components/ui/text-link';
import { useAdminReports, useHoldReport, useReleaseReport, useResolveReport } from '../api/inbox';
import { reportReasonTexts, reportTargetTexts } from './admin-labels';
import { AdminListState } from './admin-list-state';
import { AdminTable, Cell, srOnlyColumn, tableClasses, TimeCell } from './admin-section';
import { CursorPager, useCursorPages } from './cursor-pager';
import { FilterButtons } from './filter-buttons';
import { FormError } from './form-error';

const statusFilters = [
  { value: 'open', label: 'admin.reports.status.open' },
  { value: 'resolved', label: 'admin.reports.status.resolved' },
] as const satisfies readonly { value: ReportStatus; label: MessageId }[];

/** Asks for the reason of a hold (shown to the owner of a held profile), then holds. */
function HoldDialog({ report, onClose }: { report: Report | null; onClose: () => void }) {
  const t = useT();
  const shown = useShownText();
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
      toast.success(t('admin.reports.held.toast'), {
        description: t('admin.reports.held.toast.description'),
      });
      close();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['reason'])) {
        setFormError(errorMessage(error, t('admin.reports.hold.failed')));
      }
    }
  });

  return (
    <Dialog
      open={report !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('admin.reports.hold.title')}
      description={
        report
          ? t('admin.reports.hold.description', {
              name: report.target?.title ?? t(reportTargetTexts[report.targetType]),
            })
          : undefined
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label={t('admin.reports.hold.reason')}
          error={errors.reason?.message && shown(errors.reason.message)}
          hint={t('admin.reports.hold.reason.hint')}
        >
          <Input maxLength={500} disabled={isSubmitting} {...form.register('reason')} />
        </FormField>
        <FormError message={formError} />
        <DialogButtons
          submit={t('admin.reports.hold.submit')}
          busy={isSubmitting}
          busyLabel={t('admin.reports.holding')}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}

function ReporterCell({ report }: { report: Report }) {
  const t = useT();
  if (report.reporterUserId) {
    return (
      <Link
        to={`/admin-dashboard/members/${encodeURIComponent(report.reporterUserId)}`}
        className={`${textLinkClass} break-all`}
      >
        {report.reporterEmail ?? t('admin.reports.reporter.member')}
      </Link>
    );
  }
  if (report.reporterEmail) return <span className="break-all">{report.reporterEmail}</span>;
  return <span className="text-muted-foreground">{t('admin.reports.reporter.visitor')}</span>;
}

/** Safety reports, open or resolved: hold the content, release a hold, resolve. */
export function InboxReports() {
  const t = useT();
  const shown = useShownText();
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
      onError: (error) => toast.error(shown(errorMessage(error, t('admin.reports.change.failed')))),
    });

  return (
    <>
      <div className="mb-4">
        <FilterButtons
          label={t('admin.reports.statusLabel')}
          options={statusFilters.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={status}
          onChange={(next) => {
            setStatus(next);
            pages.reset();
          }}
        />
      </div>
      <AdminListState query={list} isEmpty={items.length === 0} empty={t('admin.reports.empty')}>
        <AdminTable
          caption={t('admin.reports.caption')}
          minWidth="min-w-[60rem]"
          columns={[
            t('admin.reports.column.reported'),
            t('admin.reports.column.reason'),
            t('admin.reports.column.details'),
            t('admin.reports.column.reporter'),
            t('admin.reports.column.received'),
            t('admin.reports.column.status'),
            srOnlyColumn(t('admin.column.actions')),
          ]}
        >
          {items.map((report) => {
            const busy = busyWith === report.id;
            const name =
              report.target?.title ?? t('admin.reports.name', { reference: report.reference });
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
                    <span className="text-muted-foreground">{t('admin.reports.deleted')}</span>
                  )}
                  <span className="text-muted-foreground block text-xs">
                    {t('admin.reports.targetRef', {
                      target: t(reportTargetTexts[report.targetType]),
                      reference: report.reference,
                    })}
                  </span>
                </Cell>
                <Cell className="max-w-48">{t(reportReasonTexts[report.reason])}</Cell>
                <Cell className="max-w-64 break-words whitespace-pre-wrap">
                  {report.details ?? (
                    <span className="text-muted-foreground">{t('admin.reports.noDetails')}</span>
                  )}
                </Cell>
                <Cell className="max-w-48">
                  <ReporterCell report={report} />
                </Cell>
                <TimeCell value={report.createdAt} />
                <Cell>
                  <span className="block">
                    {report.status === 'open'
                      ? t('admin.reports.status.open')
                      : t('admin.reports.status.resolved')}
                  </span>
                  {report.held ? (
                    <Badge tone="warning" className="mt-1">
                      {t('admin.reports.held')}
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
                        aria-label={t('admin.reports.release.label', { name })}
                        onClick={() => act(release, report.id, t('admin.reports.released.toast'))}
                      >
                        {t('admin.reports.release')}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        size="sm"
                        disabled={busy || !report.target}
                        aria-label={t('admin.reports.hold.label', { name })}
                        onClick={() => setHolding(report)}
                      >
                        {t('admin.reports.hold')}
                      </Button>
                    )}
                    {report.status === 'open' ? (
                      <Button
                        size="sm"
                        disabled={busy}
                        aria-label={t('admin.reports.resolve.label', { name })}
                        onClick={() => act(resolve, report.id, t('admin.reports.resolved.toast'))}
                      >
                        {t('admin.reports.resolve')}
                      </Button>
                    ) : null}
                  </div>
                </Cell>
              </tr>
            );
          })}
        </AdminTable>
      </AdminListState>
      <CursorPager pages={pages} nextCursor={list.data?.nextCursor} busy={list.isFetching} />
      <HoldDialog report={holding} onClose={() => setHolding(null)} />
    </>
  );
}
