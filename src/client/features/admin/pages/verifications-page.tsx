import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { VerificationQueueItem } from '#shared/schemas/coaches';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { ExternalLink } from '#client/components/ui/external-link';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { textLinkClass } from '#client/components/ui/text-link';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { useShownText, useT, type MessageId } from '#client/lib/i18n/i18n';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { useApproveCoach, useRejectCoach, useVerifications } from '../api/verifications';
import { coachLevelTexts, verificationStatusTexts } from '../components/admin-labels';
import { AdminListState } from '../components/admin-list-state';
import {
  AdminSection,
  AdminTable,
  Cell,
  srOnlyColumn,
  TimeCell,
} from '../components/admin-section';
import { FilterButtons } from '../components/filter-buttons';
import { FormError } from '../components/form-error';

const shows = [
  { value: 'waiting', label: 'admin.verifications.show.waiting' },
  { value: 'decided', label: 'admin.verifications.show.decided' },
] as const satisfies readonly { value: string; label: MessageId }[];

type RejectValues = { reason: string };

/** Asks for the reason the coach will read, then rejects. */
function RejectDialog({
  item,
  onClose,
}: {
  item: VerificationQueueItem | null;
  onClose: () => void;
}) {
  const t = useT();
  const shown = useShownText();
  const reject = useRejectCoach();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RejectValues>({
    resolver: lazyResolver(
      async () => (await import('#shared/schemas/coaches')).verificationRejectSchema,
    ),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };
  const onSubmit = form.handleSubmit(async ({ reason }) => {
    if (!item) return;
    setFormError(null);
    try {
      await reject.mutateAsync({ id: item.id, reason });
      toast.success(t('admin.verifications.rejected.toast', { name: item.name }), {
        description: t('admin.verifications.rejected.toast.description'),
      });
      close();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['reason'])) {
        setFormError(errorMessage(error, t('admin.verifications.reject.failed')));
      }
    }
  });
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('admin.verifications.reject.title')}
      description={
        item ? t('admin.verifications.reject.description', { name: item.name }) : undefined
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          label={t('admin.verifications.reject.reason')}
          error={errors.reason?.message && shown(errors.reason.message)}
        >
          <Input maxLength={300} disabled={isSubmitting} {...form.register('reason')} />
        </FormField>
        <FormError message={formError} />
        <DialogButtons
          submit={t('admin.verifications.reject')}
          busy={isSubmitting}
          busyLabel={t('admin.verifications.rejecting')}
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}

/** What the coach gave as proof: a confirmed address at the institution, or a staff page. */
function Proof({ item }: { item: VerificationQueueItem }) {
  const t = useT();
  return (
    <div className="grid gap-1">
      {item.domainEmail ? (
        <span className="break-all">
          {item.domainEmail}{' '}
          <Badge tone={item.emailConfirmed ? 'success' : 'warning'}>
            {item.emailConfirmed
              ? t('admin.verifications.proof.confirmed')
              : t('admin.verifications.proof.notConfirmed')}
          </Badge>
        </span>
      ) : null}
      {item.staffPageUrl ? (
        <ExternalLink href={item.staffPageUrl} className={`${textLinkClass} break-all`}>
          {t('admin.verifications.proof.staffPage')}
        </ExternalLink>
      ) : null}
    </div>
  );
}

/**
 * The Verification queue (docs/product.md#coach-verification): each waiting coach with the
 * institution and level they claim and their proof; approve, or reject with a reason. Every
 * decision is audited and mailed to the coach.
 */
export function Component() {
  const t = useT();
  const shown = useShownText();
  const [show, setShow] = useState<'waiting' | 'decided'>('waiting');
  const list = useVerifications(show);
  const approve = useApproveCoach();
  const [rejecting, setRejecting] = useState<VerificationQueueItem | null>(null);
  const items = list.data?.items ?? [];

  return (
    <AdminSection
      title={t('admin.verifications.title')}
      description={t('admin.verifications.description')}
    >
      <div className="mb-4">
        <FilterButtons
          label={t('admin.verifications.requests')}
          options={shows.map((option) => ({ value: option.value, label: t(option.label) }))}
          value={show}
          onChange={setShow}
        />
      </div>
      <AdminListState
        query={list}
        isEmpty={items.length === 0}
        empty={
          show === 'waiting'
            ? t('admin.verifications.empty.waiting')
            : t('admin.verifications.empty.decided')
        }
      >
        <AdminTable
          caption={t('admin.verifications.caption')}
          minWidth="min-w-[60rem]"
          columns={[
            t('admin.verifications.column.coach'),
            t('admin.verifications.column.claim'),
            t('admin.verifications.column.proof'),
            t('admin.verifications.column.status'),
            t('admin.verifications.column.asked'),
            srOnlyColumn(t('admin.column.actions')),
          ]}
          busy={approve.isPending}
        >
          {items.map((item) => (
            <tr key={item.id} className="border-border border-t align-top">
              <Cell>
                <Link
                  to={`/admin-dashboard/members/${encodeURIComponent(item.userId)}`}
                  className="text-primary font-medium underline-offset-4 hover:underline"
                >
                  {item.name}
                </Link>
                <div className="text-muted-foreground text-xs break-all">{item.accountEmail}</div>
                {item.title ? <div className="text-xs">{item.title}</div> : null}
              </Cell>
              <Cell>
                <div className="font-medium">{item.institution}</div>
                <div className="text-muted-foreground text-xs">
                  {t(coachLevelTexts[item.level])}
                  {item.sport ? ` · ${item.sport}` : ''}
                </div>
              </Cell>
              <Cell>
                <Proof item={item} />
              </Cell>
              <Cell>
                {t(verificationStatusTexts[item.status])}
                {item.reason ? (
                  <div className="text-muted-foreground text-xs">{item.reason}</div>
                ) : null}
                {item.reviewerEmail ? (
                  <div className="text-muted-foreground text-xs">
                    {t('admin.verifications.by', { email: item.reviewerEmail })}
                  </div>
                ) : null}
              </Cell>
              <TimeCell value={item.requestedAt} />
              <Cell>
                {show === 'waiting' ? (
                  <div className="flex flex-wrap justify-end gap-2">
                    <Button
                      size="sm"
                      disabled={approve.isPending}
                      onClick={() =>
                        approve.mutate(item.id, {
                          onSuccess: () =>
                            toast.success(
                              t('admin.verifications.approved.toast', { name: item.name }),
                              {
                                description: t('admin.verifications.approved.toast.description'),
                              },
                            ),
                          onError: (error) =>
                            toast.error(
                              shown(errorMessage(error, t('admin.verifications.approve.failed'))),
                            ),
                        })
                      }
                      aria-label={t('admin.verifications.approve.label', { name: item.name })}
                    >
                      {t('admin.verifications.approve')}
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setRejecting(item)}
                      aria-label={t('admin.verifications.reject.label', { name: item.name })}
                    >
                      {t('admin.verifications.reject')}
                    </Button>
                  </div>
                ) : null}
              </Cell>
            </tr>
          ))}
        </AdminTable>
      </AdminListState>
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
    </AdminSection>
  );
}
