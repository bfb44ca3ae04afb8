import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { coachLevelLabels, type VerificationStatus } from '#shared/recruiting';
import type { VerificationQueueItem } from '#shared/schemas/coaches';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogButtons } from '#client/components/ui/dialog';
import { ExternalLink } from '#client/components/ui/external-link';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { textLinkClass } from '#client/components/ui/text-link';
import { applyFieldErrors, errorMessage } from '#client/lib/api';
import { lazyResolver } from '#client/lib/lazy-resolver';
import { toast } from '#client/lib/toast';
import { ListState } from '#client/components/ui/list-state';
import { useApproveCoach, useRejectCoach, useVerifications } from '../api/verifications';
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
  { value: 'waiting', label: 'Waiting' },
  { value: 'decided', label: 'Decided' },
] as const;

const statusLabels: Record<VerificationStatus, string> = {
  requested: 'Staff page to check',
  'email-confirmed': 'Address confirmed',
  approved: 'Approved',
  rejected: 'Rejected',
  expired: 'Expired',
};

type RejectValues = { reason: string };

/** Asks for the reason the coach will read, then rejects. */
function RejectDialog({
  item,
  onClose,
}: {
  item: VerificationQueueItem | null;
  onClose: () => void;
}) {
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
      toast.success(`${item.name} was turned down`, {
        description: 'They are emailed the reason.',
      });
      close();
    } catch (error) {
      if (!applyFieldErrors(error, form.setError, ['reason'])) {
        setFormError(errorMessage(error, 'The request could not be rejected. Please try again.'));
      }
    }
  });
  return (
    <Dialog
      open={item !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title="Reject this request"
      description={
        item ? `${item.name} reads your reason and may ask again after 7 days.` : undefined
      }
    >
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField label="Reason shown to the coach" error={errors.reason?.message}>
          <Input maxLength={300} disabled={isSubmitting} {...form.register('reason')} />
        </FormField>
        <FormError message={formError} />
        <DialogButtons
          submit="Reject"
          busy={isSubmitting}
          busyLabel="Rejecting…"
          onCancel={close}
        />
      </form>
    </Dialog>
  );
}

/** What the coach gave as proof: a confirmed address at the institution, or a staff page. */
function Proof({ item }: { item: VerificationQueueItem }) {
  return (
    <div className="grid gap-1">
      {item.domainEmail ? (
        <span className="break-all">
          {item.domainEmail}{' '}
          <Badge tone={item.emailConfirmed ? 'success' : 'warning'}>
            {item.emailConfirmed ? 'confirmed' : 'not confirmed'}
          </Badge>
        </span>
      ) : null}
      {item.staffPageUrl ? (
        <ExternalLink href={item.staffPageUrl} className={`${textLinkClass} break-all`}>
          Staff page
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
  const [show, setShow] = useState<'waiting' | 'decided'>('waiting');
  const list = useVerifications(show);
  const approve = useApproveCoach();
  const [rejecting, setRejecting] = useState<VerificationQueueItem | null>(null);
  const items = list.data?.items ?? [];

  return (
    <AdminSection
      title="Verification"
      description="Coaches who asked to be verified. Check the address or the staff page against the institution, then approve or reject."
    >
      <div className="mb-4">
        <FilterButtons label="Requests" options={shows} value={show} onChange={setShow} />
      </div>
      <ListState
        query={list}
        isEmpty={items.length === 0}
        empty={show === 'waiting' ? 'No coach is waiting for verification.' : 'No decisions yet.'}
      >
        <AdminTable
          caption="Verification requests"
          minWidth="min-w-[60rem]"
          columns={['Coach', 'Claim', 'Proof', 'Status', 'Asked', srOnlyColumn('Actions')]}
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
                  {coachLevelLabels[item.level]}
                  {item.sport ? ` · ${item.sport}` : ''}
                </div>
              </Cell>
              <Cell>
                <Proof item={item} />
              </Cell>
              <Cell>
                {statusLabels[item.status]}
                {item.reason ? (
                  <div className="text-muted-foreground text-xs">{item.reason}</div>
                ) : null}
                {item.reviewerEmail ? (
                  <div className="text-muted-foreground text-xs">by {item.reviewerEmail}</div>
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
                            toast.success(`${item.name} is verified`, {
                              description: 'They are emailed; their badge shows at once.',
                            }),
                          onError: (error) =>
                            toast.error(errorMessage(error, 'The coach could not be approved.')),
                        })
                      }
                      aria-label={`Approve ${item.name}`}
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      onClick={() => setRejecting(item)}
                      aria-label={`Reject ${item.name}`}
                    >
                      Reject
                    </Button>
                  </div>
                ) : null}
              </Cell>
            </tr>
          ))}
        </AdminTable>
      </ListState>
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
    </AdminSection>
  );
}
