// The dashboard's words for the site's fixed values (#shared's label maps, in English there) as
// messages, translated where they are shown.
import type { CoachType, labels, OrganizationType, UserType } from '#shared/account-fields';
import type { AuditTargetType, MessageStatus } from '#shared/admin';
import type { MemberSort } from '#shared/admin-members';
import type {
  OrderStatus,
  PaymentProviderName,
  PaymentStatus,
  simulateButtons,
} from '#shared/admin-payments';
import type { PickListKind } from '#shared/admin-showcase';
import type { PaidPlanId, SubscriptionState } from '#shared/payments';
import type { ReportReason, ReportTargetType } from '#shared/privacy';
import type { CoachLevel, VerificationStatus } from '#shared/recruiting';
import type { ChannelCategory } from '#shared/streams';
import type { TrainingLevel } from '#shared/training/levels';
import type { MessageId, Translate } from '#client/lib/i18n/i18n';

/** The words for a value, or the value itself when the map has none for it. */
export const labelOf = <T extends string>(
  t: Translate,
  texts: Record<T, MessageId>,
  value: string,
): string => {
  const id = (texts as Record<string, MessageId | undefined>)[value];
  return id ? t(id) : value;
};

export const userTypeTexts = {
  player: 'admin.userType.player',
  coach: 'admin.userType.coach',
  organization: 'admin.userType.organization',
  guardian: 'admin.userType.guardian',
} as const satisfies Record<UserType, MessageId>;

export const coachTypeTexts = {
  juniorHigh: 'admin.coachType.juniorHigh',
  highSchool: 'admin.coachType.highSchool',
  college: 'admin.coachType.college',
  youth: 'admin.coachType.youth',
} as const satisfies Record<CoachType, MessageId>;

export const organizationTypeTexts = {
  school: 'admin.organizationType.school',
  club: 'admin.organizationType.club',
  league: 'admin.organizationType.league',
  other: 'admin.organizationType.other',
} as const satisfies Record<OrganizationType, MessageId>;

export const schoolLevelTexts = {
  elementary: 'admin.schoolLevel.elementary',
  juniorHigh: 'admin.schoolLevel.juniorHigh',
  highSchool: 'admin.schoolLevel.highSchool',
  college: 'admin.schoolLevel.college',
} as const satisfies Record<keyof typeof labels.schoolLevel, MessageId>;

/** The paid plans' names as the pricing page gives them (#shared/admin-members). */
export const planTexts: Record<string, MessageId> = {
  premium: 'admin.plan.premium',
  recruiting: 'admin.plan.recruiting',
};

/** The paid plans' full names, as the pricing page's cards and the billing card give them. */
export const planFullTexts = {
  premium: 'admin.planFull.premium',
  recruiting: 'admin.planFull.recruiting',
} as const satisfies Record<PaidPlanId, MessageId>;

export const memberSortTexts = {
  newest: 'admin.members.sort.newest',
  oldest: 'admin.members.sort.oldest',
  name: 'admin.members.sort.name',
} as const satisfies Record<MemberSort, MessageId>;

export const subscriptionStatusTexts = {
  trialing: 'admin.subscription.trialing',
  active: 'admin.subscription.active',
  past_due: 'admin.subscription.paymentFailed',
  unpaid: 'admin.subscription.paymentFailed',
  incomplete: 'admin.subscription.incomplete',
  incomplete_expired: 'admin.subscription.canceled',
  canceled: 'admin.subscription.canceled',
  paused: 'admin.subscription.paused',
} as const satisfies Record<SubscriptionState, MessageId>;

export const paymentProviderTexts = {
  stripe: 'admin.provider.stripe',
  sandbox: 'admin.provider.sandbox',
  pi: 'admin.provider.pi',
} as const satisfies Record<PaymentProviderName, MessageId>;

export const paymentStatusTexts = {
  paid: 'admin.paymentStatus.paid',
  failed: 'admin.paymentStatus.failed',
  refunded: 'admin.paymentStatus.refunded',
} as const satisfies Record<PaymentStatus, MessageId>;

export const orderStatusTexts = {
  pending: 'admin.orderStatus.pending',
  paid: 'admin.orderStatus.paid',
  expired: 'admin.orderStatus.expired',
  canceled: 'admin.orderStatus.canceled',
  refund_due: 'admin.orderStatus.refundDue',
  refunded: 'admin.orderStatus.refunded',
} as const satisfies Record<OrderStatus, MessageId>;

/** A pass opens a channel for 48 hours; a booking is a seat at one session. */
export const orderKindTexts = {
  pass: 'admin.orderKind.pass',
  booking: 'admin.orderKind.booking',
} as const satisfies Record<'pass' | 'booking', MessageId>;

/** The sandbox's simulate buttons (#shared/admin-payments' simulateButtons). */
export const simulateTexts = {
  renewal: 'admin.sandbox.renewal',
  'failed-renewal': 'admin.sandbox.failedRenewal',
  'trial-end': 'admin.sandbox.trialEnd',
} as const satisfies Record<(typeof simulateButtons)[number]['event'], MessageId>;

export const coachLevelTexts = {
  'ncaa-d1': 'admin.coachLevel.ncaaD1',
  'ncaa-d2': 'admin.coachLevel.ncaaD2',
  'ncaa-d3': 'admin.coachLevel.ncaaD3',
  naia: 'admin.coachLevel.naia',
  juco: 'admin.coachLevel.juco',
  'high-school': 'admin.coachLevel.highSchool',
  'junior-high': 'admin.coachLevel.juniorHigh',
  'club-youth': 'admin.coachLevel.clubYouth',
} as const satisfies Record<CoachLevel, MessageId>;

export const verificationStatusTexts = {
  requested: 'admin.verifications.status.requested',
  'email-confirmed': 'admin.verifications.status.emailConfirmed',
  approved: 'admin.verifications.status.approved',
  rejected: 'admin.verifications.status.rejected',
  expired: 'admin.verifications.status.expired',
} as const satisfies Record<VerificationStatus, MessageId>;

export const reportReasonTexts = {
  'minor-safety': 'admin.reportReason.minorSafety',
  inappropriate: 'admin.reportReason.inappropriate',
  harassment: 'admin.reportReason.harassment',
  'personal-information': 'admin.reportReason.personalInformation',
  impersonation: 'admin.reportReason.impersonation',
  spam: 'admin.reportReason.spam',
  other: 'admin.reportReason.other',
} as const satisfies Record<ReportReason, MessageId>;

export const reportTargetTexts = {
  athlete: 'admin.reports.target.athlete',
  video: 'admin.reports.target.video',
  channel: 'admin.reports.target.channel',
  message: 'admin.reports.target.message',
} as const satisfies Record<ReportTargetType, MessageId>;

export const messageStatusTexts = {
  new: 'admin.messages.status.new',
  answered: 'admin.messages.status.answered',
  closed: 'admin.messages.status.closed',
} as const satisfies Record<MessageStatus, MessageId>;

export const channelCategoryTexts = {
  'main-event': 'admin.channelCategory.mainEvent',
  'premium-team': 'admin.channelCategory.premiumTeam',
  tournament: 'admin.channelCategory.tournament',
  training: 'admin.channelCategory.training',
  podcast: 'admin.channelCategory.podcast',
  other: 'admin.channelCategory.other',
} as const satisfies Record<ChannelCategory, MessageId>;

export const trainingLevelTexts = {
  basic: 'admin.trainingLevel.basic',
  intermediate: 'admin.trainingLevel.intermediate',
  advanced: 'admin.trainingLevel.advanced',
  elite: 'admin.trainingLevel.elite',
} as const satisfies Record<TrainingLevel, MessageId>;

/** The lists of athletes on show, as a heading and inside a sentence ("Add to featured athletes"). */
export const pickListTexts = {
  special_mention: 'admin.picks.list.specialMention',
  featured: 'admin.picks.list.featured',
} as const satisfies Record<PickListKind, MessageId>;

export const auditTargetTexts = {
  member: 'admin.audit.target.member',
  athlete: 'admin.audit.target.athlete',
  channel: 'admin.audit.target.channel',
  payment: 'admin.audit.target.payment',
  message: 'admin.audit.target.message',
  report: 'admin.audit.target.report',
  newsletter: 'admin.audit.target.newsletter',
} as const satisfies Record<AuditTargetType, MessageId>;

/** What each administrator action the server records is, in words ("member.ban": Ban). */
export const auditActionTexts: Record<string, MessageId> = {
  'member.access': 'admin.audit.action.memberAccess',
  'member.ban': 'admin.audit.action.memberBan',
  'member.unban': 'admin.audit.action.memberUnban',
  'member.role': 'admin.audit.action.memberRole',
  'member.reset_two_factor': 'admin.audit.action.memberResetTwoFactor',
  'member.sign_out_everywhere': 'admin.audit.action.memberSignOutEverywhere',
  'member.delete': 'admin.audit.action.memberDelete',
  'coach.verify': 'admin.audit.action.coachVerify',
  'coach.reject': 'admin.audit.action.coachReject',
  'athlete.hide': 'admin.audit.action.athleteHide',
  'athlete.unhide': 'admin.audit.action.athleteUnhide',
  'athlete.pick': 'admin.audit.action.athletePick',
  'athlete.unpick': 'admin.audit.action.athleteUnpick',
  'athlete.pick_month': 'admin.audit.action.athletePickMonth',
  'athlete.unpick_month': 'admin.audit.action.athleteUnpickMonth',
  'athlete.reorder': 'admin.audit.action.athleteReorder',
  'channel.create': 'admin.audit.action.channelCreate',
  'channel.update': 'admin.audit.action.channelUpdate',
  'channel.archive': 'admin.audit.action.channelArchive',
  'channel.unarchive': 'admin.audit.action.channelUnarchive',
  'channel.rotate_key': 'admin.audit.action.channelRotateKey',
  'channel.end_broadcast': 'admin.audit.action.channelEndBroadcast',
  'payment.refund': 'admin.audit.action.paymentRefund',
  'payment.simulate': 'admin.audit.action.paymentSimulate',
  'message.reply': 'admin.audit.action.messageReply',
  'message.status': 'admin.audit.action.messageStatus',
  'report.hold': 'admin.audit.action.reportHold',
  'report.release': 'admin.audit.action.reportRelease',
  'report.resolve': 'admin.audit.action.reportResolve',
  'report.read-conversation': 'admin.audit.action.reportReadConversation',
  'newsletter.export': 'admin.audit.action.newsletterExport',
};
