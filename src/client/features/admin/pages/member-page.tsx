import { ArrowLeft, ExternalLink } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { labels, type CoachType } from '#shared/account-fields';
import { memberPlanLabels } from '#shared/admin-members';
import { orderStatusLabels, paymentStatusLabels } from '#shared/admin-payments';
import { formatMoney } from '#shared/money';
import { subscriptionStatusWords, type SubscriptionState } from '#shared/payments';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { Alert } from '#client/components/ui/alert';
import { Button, buttonClasses } from '#client/components/ui/button';
import { Card } from '#client/components/ui/card';
import { Switch } from '#client/components/ui/switch';
import { ApiError, errorMessage } from '#client/lib/api';
import { longDate, shortDateTime } from '#client/lib/format-date';
import { toast } from '#client/lib/toast';
import {
  useAdminMember,
  useBanMember,
  useDeleteMember,
  useResetTwoFactor,
  useSetMemberAccess,
  useSetMemberRole,
  useSignOutEverywhere,
  useUnbanMember,
} from '../api/members';
import { AdminSection, AdminTable, Cell, tableClasses } from '../components/admin-section';
import {
  BanMemberDialog,
  ConfirmActionDialog,
  DeleteMemberDialog,
} from '../components/member-dialogs';

const consentWords = {
  pending: 'Waiting for the guardian',
  granted: 'Granted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
} as const;

/** Who took the payments: the card provider, the built-in test checkout, or Pi Network. */
const providerWords: Record<string, string> = {
  stripe: 'Card (Stripe)',
  sandbox: 'Test checkout',
  pi: 'Pi',
};

const planName = (tier: string) => memberPlanLabels[tier] ?? tier;
const statusWord = (status: string) =>
  subscriptionStatusWords[status as SubscriptionState] ?? status;
const label = <T extends string>(words: Record<T, string>, value: string) =>
  words[value as T] ?? value;

/** A term and its value in the profile's lists. */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[9rem_1fr] gap-2 py-1.5 text-sm">
      <dt className="text-muted-foreground">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

function Subheading({ children }: { children: ReactNode }) {
  return <h3 className="mb-2 text-base font-semibold">{children}</h3>;
}

function SectionCard({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6" aria-labelledby={id} role="region">
      <h2 id={id} className="mb-4 text-lg font-semibold tracking-tight">
        {title}
      </h2>
      {children}
    </Card>
  );
}

function ProfileSection({ detail }: { detail: MemberDetail }) {
  const { member, profile, consent, ban } = detail;
  return (
    <SectionCard id="member-profile" title="Profile">
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <Subheading>Account</Subheading>
          <dl>
            <Fact term="Email">
              {member.email}
              {member.emailVerified ? null : (
                <span className="text-muted-foreground"> (not confirmed)</span>
              )}
            </Fact>
            <Fact term="Type">{member.userType ? labels.userType[member.userType] : '—'}</Fact>
            <Fact term="Role">{member.role === 'admin' ? 'Administrator' : 'Member'}</Fact>
            {member.phone ? <Fact term="Phone">{member.phone}</Fact> : null}
            <Fact term="Joined">{longDate(member.createdAt)}</Fact>
            <Fact term="Last sign-in">
              {member.lastSignInAt ? shortDateTime(member.lastSignInAt) : 'Never'}
            </Fact>
            <Fact term="Two-step sign-in">{detail.twoFactorEnabled ? 'On' : 'Off'}</Fact>
            <Fact term="Banned">
              {ban.banned
                ? `Yes${ban.expiresAt ? `, until ${shortDateTime(ban.expiresAt)}` : ', without end'}`
                : 'No'}
            </Fact>
            {ban.banned && ban.reason ? <Fact term="Ban reason">{ban.reason}</Fact> : null}
          </dl>
        </div>
        <div className="grid content-start gap-6">
          {profile.athlete ? (
            <div>
              <Subheading>Athlete profile</Subheading>
              <dl>
                <Fact term="Name">{profile.athlete.name}</Fact>
                <Fact term="Sport">
                  {profile.athlete.sport}, {profile.athlete.position}
                </Fact>
                <Fact term="School">{profile.athlete.school}</Fact>
                {profile.athlete.graduationYear ? (
                  <Fact term="Class of">{profile.athlete.graduationYear}</Fact>
                ) : null}
                <Fact term="Shown in lists">{profile.athlete.listed ? 'Yes' : 'No'}</Fact>
              </dl>
              <Link
                to={profile.athlete.url}
                className="text-primary mt-2 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
              >
                Open the athlete page
                <ExternalLink className="size-4" aria-hidden />
              </Link>
            </div>
          ) : null}
          {profile.coach ? (
            <div>
              <Subheading>Coach</Subheading>
              <dl>
                <Fact term="Name">{profile.coach.name}</Fact>
                <Fact term="Coaches">
                  {label<CoachType>(labels.coachType, profile.coach.coachType)},{' '}
                  {profile.coach.sport}
                </Fact>
                {profile.coach.place ? <Fact term="At">{profile.coach.place}</Fact> : null}
              </dl>
            </div>
          ) : null}
          {profile.organizations.length > 0 ? (
            <div>
              <Subheading>Organizations</Subheading>
              <ul className="grid gap-1 text-sm">
                {profile.organizations.map((org) => (
                  <li key={org.id}>
                    {org.name}{' '}
                    <span className="text-muted-foreground">
                      ({label(labels.organizationType, org.type)}
                      {org.schoolLevel ? `, ${label(labels.schoolLevel, org.schoolLevel)}` : ''})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {consent ? (
            <div>
              <Subheading>Guardian consent</Subheading>
              <dl>
                <Fact term="Status">{consentWords[consent.status]}</Fact>
                <Fact term="Guardian">{consent.guardianEmail}</Fact>
                {consent.decidedAt ? (
                  <Fact term="Decided">{shortDateTime(consent.decidedAt)}</Fact>
                ) : (
                  <Fact term="Request ends">{shortDateTime(consent.expiresAt)}</Fact>
                )}
              </dl>
            </div>
          ) : null}
          {!profile.athlete && !profile.coach && profile.organizations.length === 0 && !consent ? (
            <p className="text-muted-foreground text-sm">
              No athlete, coach or organization profile.
            </p>
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}

function PlansSection({ detail }: { detail: MemberDetail }) {
  const { subscriptions, payments, purchases } = detail;
  return (
    <SectionCard id="member-plans" title="Subscriptions and payments">
      <div className="grid gap-6">
        <div>
          <Subheading>Subscriptions</Subheading>
          {subscriptions.length === 0 ? (
            <p className="text-muted-foreground text-sm">No subscriptions.</p>
          ) : (
            <AdminTable columns={['Plan', 'Status', 'Paid with', 'Current period ends', 'Started']}>
              {subscriptions.map((plan) => (
                <tr key={plan.id} className={tableClasses.row}>
                  <Cell>{planName(plan.tier)}</Cell>
                  <Cell>
                    {statusWord(plan.status)}
                    {plan.cancelAtPeriodEnd ? (
                      <span className="text-muted-foreground block text-xs">
                        Ends at the end of the period
                      </span>
                    ) : null}
                  </Cell>
                  <Cell>{providerWords[plan.provider] ?? plan.provider}</Cell>
                  <Cell>{plan.currentPeriodEnd ? longDate(plan.currentPeriodEnd) : '—'}</Cell>
                  <Cell>{longDate(plan.createdAt)}</Cell>
                </tr>
              ))}
            </AdminTable>
          )}
        </div>
        <div>
          <div className="mb-2 flex flex-wrap items-baseline justify-between gap-2">
            <Subheading>Payments</Subheading>
            <Link
              to={`/admin-dashboard/payments?member=${encodeURIComponent(detail.member.id)}`}
              className="text-primary text-sm font-medium underline-offset-4 hover:underline"
            >
              Refunds and full history in Payments
            </Link>
          </div>
          {payments.length === 0 ? (
            <p className="text-muted-foreground text-sm">No payments.</p>
          ) : (
            <AdminTable
              caption="Payments, newest first"
              columns={['When', 'What', 'Amount', 'Status']}
            >
              {payments.map((payment) => (
                <tr key={payment.id} className={tableClasses.row}>
                  <Cell className="whitespace-nowrap">{shortDateTime(payment.createdAt)}</Cell>
                  <Cell>{payment.description}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatMoney(payment.amountCents, payment.currency)}
                  </Cell>
                  <Cell>
                    {label(paymentStatusLabels, payment.status)}
                    {payment.refundedAt ? (
                      <span className="text-muted-foreground block text-xs">
                        Refunded{' '}
                        {payment.refundedCents !== null
                          ? formatMoney(payment.refundedCents, payment.currency)
                          : ''}{' '}
                        on {longDate(payment.refundedAt)}
                      </span>
                    ) : null}
                  </Cell>
                </tr>
              ))}
            </AdminTable>
          )}
        </div>
        {purchases.length > 0 ? (
          <div>
            <Subheading>Passes and session seats</Subheading>
            <AdminTable columns={['When', 'What', 'Amount', 'Status', 'Open until']}>
              {purchases.map((purchase) => (
                <tr key={purchase.id} className={tableClasses.row}>
                  <Cell className="whitespace-nowrap">{shortDateTime(purchase.createdAt)}</Cell>
                  <Cell>{purchase.description}</Cell>
                  <Cell className="whitespace-nowrap">
                    {formatMoney(purchase.amountCents, 'usd')}
                  </Cell>
                  <Cell>{label(orderStatusLabels, purchase.status)}</Cell>
                  <Cell className="whitespace-nowrap">
                    {purchase.accessUntil ? shortDateTime(purchase.accessUntil) : '—'}
                  </Cell>
                </tr>
              ))}
            </AdminTable>
          </div>
        ) : null}
      </div>
    </SectionCard>
  );
}

/** Which confirmation is open, if any. */
type Dialog = 'ban' | 'unban' | 'role' | 'reset' | 'signOut' | 'delete' | null;

/** Runs an action with a toast on success; a failure's message stays with the dialog. */
async function withToast<T>(action: Promise<T>, success: string): Promise<T> {
  const result = await action;
  toast.success(success);
  return result;
}

function SessionsSection({ detail, onSignOut }: { detail: MemberDetail; onSignOut: () => void }) {
  const { sessions } = detail;
  return (
    <SectionCard id="member-sessions" title="Sessions">
      {sessions.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          No open sessions: they are signed out everywhere.
        </p>
      ) : (
        <AdminTable
          caption="Open sessions, newest first"
          columns={['Signed in', 'From', 'Browser', 'Ends']}
        >
          {sessions.map((open) => (
            <tr key={open.id} className={tableClasses.row}>
              <Cell className="whitespace-nowrap">{shortDateTime(open.createdAt)}</Cell>
              <Cell>{open.ipAddress ?? '—'}</Cell>
              <Cell className="text-muted-foreground max-w-80 text-xs break-words">
                {open.userAgent ?? '—'}
              </Cell>
              <Cell className="whitespace-nowrap">{shortDateTime(open.expiresAt)}</Cell>
            </tr>
          ))}
        </AdminTable>
      )}
      <div className="mt-4">
        <Button
          variant="secondary"
          onClick={onSignOut}
          disabled={detail.self || sessions.length === 0}
        >
          Sign out everywhere
        </Button>
        {detail.self ? (
          <p className="text-muted-foreground mt-2 text-sm">
            This is your own account: sign out from your profile instead.
          </p>
        ) : null}
      </div>
    </SectionCard>
  );
}

/** One action: what it does, and its button. */
function ActionRow({
  title,
  text,
  children,
}: {
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <div className="border-border flex flex-wrap items-center justify-between gap-3 border-t py-4 first:border-t-0 first:pt-0">
      <div className="min-w-0 flex-1 basis-64">
        <p className="text-sm font-medium">{title}</p>
        <p className="text-muted-foreground text-sm">{text}</p>
      </div>
      <div className="flex flex-wrap gap-2">{children}</div>
    </div>
  );
}

function ActionsSection({
  detail,
  onOpen,
}: {
  detail: MemberDetail;
  onOpen: (dialog: Exclude<Dialog, null>) => void;
}) {
  const { member, self } = detail;
  const setAccess = useSetMemberAccess(member.id);
  const isAdmin = member.role === 'admin';
  return (
    <SectionCard id="member-actions" title="Actions">
      {self ? (
        <Alert tone="info" className="mb-4">
          This is your own account. Another administrator can ban, demote, sign out or delete it.
        </Alert>
      ) : null}
      <div className="pb-4">
        <Switch
          id="member-training-access"
          label="Training access"
          description="Off: the member cannot watch any training video, whatever their plan."
          checked={detail.access.hasAccess}
          disabled={setAccess.isPending}
          onChange={(hasAccess) =>
            setAccess.mutate(hasAccess, {
              onSuccess: () =>
                toast.success(hasAccess ? 'Training access is on' : 'Training access is off'),
              onError: (error) =>
                toast.error(errorMessage(error, 'Access was not changed. Please try again.')),
            })
          }
        />
        {detail.access.updatedAt ? (
          <p className="text-muted-foreground mt-1 text-xs">
            Last switched {shortDateTime(detail.access.updatedAt)}
            {detail.access.updatedBy ? ` by ${detail.access.updatedBy}` : ''}.
          </p>
        ) : null}
      </div>
      <div>
        <ActionRow
          title={member.banned ? 'Banned' : 'Ban'}
          text={
            member.banned
              ? 'Lifting the ban lets them sign in again.'
              : 'Signs them out everywhere and keeps them from signing in.'
          }
        >
          {member.banned ? (
            <Button variant="secondary" onClick={() => onOpen('unban')}>
              Unban
            </Button>
          ) : (
            <Button variant="secondary" onClick={() => onOpen('ban')} disabled={self}>
              Ban
            </Button>
          )}
        </ActionRow>
        <ActionRow
          title="Administrator"
          text={
            isAdmin
              ? 'They can open this dashboard and act on every member.'
              : 'Administrators can open this dashboard and act on every member.'
          }
        >
          <Button variant="secondary" onClick={() => onOpen('role')} disabled={self}>
            {isAdmin ? 'Remove admin' : 'Make admin'}
          </Button>
        </ActionRow>
        <ActionRow
          title="Two-step sign-in"
          text={
            detail.twoFactorEnabled
              ? 'For a member who lost their authenticator: turns it off, and they sign in with their password.'
              : 'This member does not use two-step sign-in.'
          }
        >
          <Button
            variant="secondary"
            onClick={() => onOpen('reset')}
            disabled={self || !detail.twoFactorEnabled}
          >
            Reset two-step sign-in
          </Button>
        </ActionRow>
        <ActionRow
          title="Delete account"
          text="Deletes the account with its athlete profile, photo and videos. This cannot be undone."
        >
          <Button
            variant="plain"
            className="border border-red-300 text-red-700 hover:bg-red-50 dark:border-red-800 dark:text-red-300 dark:hover:bg-red-950/40"
            onClick={() => onOpen('delete')}
            disabled={self}
          >
            Delete account
          </Button>
        </ActionRow>
      </div>
    </SectionCard>
  );
}

function MemberDialogs({
  detail,
  open,
  onClose,
}: {
  detail: MemberDetail;
  open: Dialog;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const { member } = detail;
  const ban = useBanMember(member.id);
  const unban = useUnbanMember(member.id);
  const setRole = useSetMemberRole(member.id);
  const resetTwoFactor = useResetTwoFactor(member.id);
  const signOut = useSignOutEverywhere(member.id);
  const remove = useDeleteMember(member.id);
  const name = member.name || member.email;
  const isAdmin = member.role === 'admin';

  switch (open) {
    case 'ban':
      return (
        <BanMemberDialog
          memberName={name}
          onClose={onClose}
          onBan={(input) => withToast(ban.mutateAsync(input), `${name} is banned`)}
        />
      );
    case 'unban':
      return (
        <ConfirmActionDialog
          title={`Unban ${name}`}
          description="They can sign in again at once."
          confirm="Unban"
          onClose={onClose}
          onConfirm={() => withToast(unban.mutateAsync(), `${name} can sign in again`)}
        />
      );
    case 'role':
      return (
        <ConfirmActionDialog
          title={isAdmin ? `Remove ${name} as administrator` : `Make ${name} an administrator`}
          description={
            isAdmin
              ? 'They lose access to this dashboard at once.'
              : 'They can open this dashboard and ban, demote or delete any member, you included.'
          }
          confirm={isAdmin ? 'Remove admin' : 'Make admin'}
          destructive={isAdmin}
          onClose={onClose}
          onConfirm={() =>
            withToast(
              setRole.mutateAsync(isAdmin ? 'user' : 'admin'),
              isAdmin ? `${name} is no longer an administrator` : `${name} is now an administrator`,
            )
          }
        />
      );
    case 'reset':
      return (
        <ConfirmActionDialog
          title="Reset two-step sign-in"
          description="Their authenticator and backup codes stop working and they are signed out everywhere. They sign in again with their password and can turn two-step sign-in back on from their profile."
          confirm="Reset two-step sign-in"
          destructive
          onClose={onClose}
          onConfirm={() =>
            withToast(resetTwoFactor.mutateAsync(), 'Two-step sign-in is off for this member')
          }
        />
      );
    case 'signOut':
      return (
        <ConfirmActionDialog
          title="Sign out everywhere"
          description="Every open session of this member ends: on each device, their next click signs them out."
          confirm="Sign out everywhere"
          destructive
          onClose={onClose}
          onConfirm={() => withToast(signOut.mutateAsync(), `${name} is signed out everywhere`)}
        />
      );
    case 'delete':
      return (
        <DeleteMemberDialog
          email={member.email}
          onClose={onClose}
          onDelete={async (confirmEmail) => {
            await withToast(
              remove.mutateAsync(confirmEmail),
              `The account of ${member.email} is deleted`,
            );
            void navigate('/admin-dashboard/members', { replace: true });
          }}
        />
      );
    default:
      return null;
  }
}

const backLink = (
  <Link
    to="/admin-dashboard/members"
    className={buttonClasses({ variant: 'ghost', size: 'sm', className: 'mb-2 -ml-3' })}
  >
    <ArrowLeft className="size-4" aria-hidden />
    All members
  </Link>
);

/** One member: what they have, and what an administrator can do about it. */
export function Component() {
  const { userId = '' } = useParams();
  const member = useAdminMember(userId);
  const [dialog, setDialog] = useState<Dialog>(null);

  if (member.isPending) {
    return (
      <AdminSection title="Member">
        {backLink}
        <p role="status" className="text-muted-foreground py-10 text-center text-sm">
          Loading...
        </p>
      </AdminSection>
    );
  }
  if (member.error || !member.data) {
    const missing = member.error instanceof ApiError && member.error.status === 404;
    return (
      <AdminSection title={missing ? 'No such member' : 'Member'}>
        {backLink}
        <Alert tone={missing ? 'info' : 'error'}>
          {missing
            ? 'There is no member with this id: the account may have been deleted.'
            : `${errorMessage(member.error, 'This member could not be loaded.')} Please try again.`}
        </Alert>
      </AdminSection>
    );
  }

  const detail = member.data;
  const { member: summary } = detail;
  const badges = [
    summary.role === 'admin' ? 'Administrator' : null,
    summary.banned ? 'Banned' : null,
    summary.plan ? planName(summary.plan) : null,
    detail.access.hasAccess ? null : 'Access off',
  ].filter(Boolean);

  return (
    <AdminSection
      title={summary.name || summary.email}
      description={
        <>
          {summary.email}
          {badges.length > 0 ? ` · ${badges.join(' · ')}` : ''}
        </>
      }
    >
      {backLink}
      <div className="grid gap-6">
        <ProfileSection detail={detail} />
        <PlansSection detail={detail} />
        <SessionsSection detail={detail} onSignOut={() => setDialog('signOut')} />
        <ActionsSection detail={detail} onOpen={setDialog} />
      </div>
      <MemberDialogs detail={detail} open={dialog} onClose={() => setDialog(null)} />
    </AdminSection>
  );
}
