import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { useAdminFormats } from './admin-formats';
import {
  coachTypeTexts,
  labelOf,
  organizationTypeTexts,
  schoolLevelTexts,
  userTypeTexts,
} from './admin-labels';
import { Fact, SectionCard, Subheading } from './member-section-card';

const consentTexts = {
  pending: 'admin.member.consent.pending',
  granted: 'admin.member.consent.granted',
  declined: 'admin.member.consent.declined',
  withdrawn: 'admin.member.consent.withdrawn',
  suspended: 'admin.member.consent.suspended',
} as const satisfies Record<NonNullable<MemberDetail['consent']>['status'], MessageId>;

/** The account, and the athlete, coach and organization profiles with a minor's consent. */
export function ProfileSection({ detail }: { detail: MemberDetail }) {
  const t = useT();
  const formats = useAdminFormats();
  const { member, profile, consent, ban } = detail;
  return (
    <SectionCard id="member-profile" title={t('admin.member.profile.title')}>
      <div className="grid gap-6 md:grid-cols-2">
        <div>
          <Subheading>{t('admin.member.profile.account')}</Subheading>
          <dl>
            <Fact term={t('admin.member.profile.email')}>
              {member.email}
              {member.emailVerified ? null : (
                <span className="text-muted-foreground">
                  {' '}
                  {t('admin.member.profile.notConfirmed')}
                </span>
              )}
            </Fact>
            <Fact term={t('admin.member.profile.type')}>
              {member.userType ? t(userTypeTexts[member.userType]) : '—'}
            </Fact>
            <Fact term={t('admin.member.profile.role')}>
              {member.role === 'admin' ? t('admin.member.role.admin') : t('admin.member.role.user')}
            </Fact>
            {member.phone ? (
              <Fact term={t('admin.member.profile.phone')}>{member.phone}</Fact>
            ) : null}
            <Fact term={t('admin.member.profile.joined')}>
              {formats.longDate(member.createdAt)}
            </Fact>
            <Fact term={t('admin.member.profile.lastSignIn')}>
              {member.lastSignInAt
                ? formats.dateTime(member.lastSignInAt)
                : t('admin.members.never')}
            </Fact>
            <Fact term={t('admin.member.profile.twoFactor')}>
              {detail.twoFactorEnabled ? t('admin.members.on') : t('admin.members.off')}
            </Fact>
            <Fact term={t('admin.member.profile.banned')}>
              {ban.banned
                ? ban.expiresAt
                  ? t('admin.member.profile.bannedUntil', { date: formats.dateTime(ban.expiresAt) })
                  : t('admin.member.profile.bannedWithoutEnd')
                : t('admin.members.no')}
            </Fact>
            {ban.banned && ban.reason ? (
              <Fact term={t('admin.member.profile.banReason')}>{ban.reason}</Fact>
            ) : null}
          </dl>
        </div>
        <div className="grid content-start gap-6">
          {profile.athlete ? (
            <div>
              <Subheading>{t('admin.member.profile.athlete')}</Subheading>
              <dl>
                <Fact term={t('admin.member.profile.name')}>{profile.athlete.name}</Fact>
                <Fact term={t('admin.member.profile.sport')}>
                  {profile.athlete.sport}, {profile.athlete.position}
                </Fact>
                <Fact term={t('admin.member.profile.school')}>{profile.athlete.school}</Fact>
                {profile.athlete.graduationYear ? (
                  <Fact term={t('admin.member.profile.classOf')}>
                    {profile.athlete.graduationYear}
                  </Fact>
                ) : null}
                <Fact term={t('admin.member.profile.listed')}>
                  {profile.athlete.listed ? t('admin.member.profile.yes') : t('admin.members.no')}
                </Fact>
              </dl>
              <Link
                to={profile.athlete.url}
                className="text-primary mt-2 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline"
              >
                {t('admin.member.profile.openAthlete')}
                <ExternalLink className="size-4" aria-hidden />
              </Link>
            </div>
          ) : null}
          {profile.coach ? (
            <div>
              <Subheading>{t('admin.member.profile.coach')}</Subheading>
              <dl>
                <Fact term={t('admin.member.profile.name')}>{profile.coach.name}</Fact>
                <Fact term={t('admin.member.profile.coaches')}>
                  {labelOf(t, coachTypeTexts, profile.coach.coachType)}, {profile.coach.sport}
                </Fact>
                {profile.coach.place ? (
                  <Fact term={t('admin.member.profile.at')}>{profile.coach.place}</Fact>
                ) : null}
              </dl>
            </div>
          ) : null}
          {profile.organizations.length > 0 ? (
            <div>
              <Subheading>{t('admin.member.profile.organizations')}</Subheading>
              <ul className="grid gap-1 text-sm">
                {profile.organizations.map((org) => (
                  <li key={org.id}>
                    {org.name}{' '}
                    <span className="text-muted-foreground">
                      ({labelOf(t, organizationTypeTexts, org.type)}
                      {org.schoolLevel ? `, ${labelOf(t, schoolLevelTexts, org.schoolLevel)}` : ''})
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          {consent ? (
            <div>
              <Subheading>{t('admin.member.profile.consent')}</Subheading>
              <dl>
                <Fact term={t('admin.member.profile.consentStatus')}>
                  {t(consentTexts[consent.status])}
                </Fact>
                <Fact term={t('admin.member.profile.guardian')}>{consent.guardianEmail}</Fact>
                {consent.decidedAt ? (
                  <Fact term={t('admin.member.profile.decided')}>
                    {formats.dateTime(consent.decidedAt)}
                  </Fact>
                ) : (
                  <Fact term={t('admin.member.profile.requestEnds')}>
                    {formats.dateTime(consent.expiresAt)}
                  </Fact>
                )}
              </dl>
            </div>
          ) : null}
          {!profile.athlete && !profile.coach && profile.organizations.length === 0 && !consent ? (
            <p className="text-muted-foreground text-sm">{t('admin.member.profile.none')}</p>
          ) : null}
        </div>
      </div>
    </SectionCard>
  );
}
