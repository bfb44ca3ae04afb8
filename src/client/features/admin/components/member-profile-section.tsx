import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { labels, type CoachType } from '#shared/account-fields';
import type { MemberDetail } from '#shared/schemas/admin-members';
import { longDate, shortDateTime } from '#client/lib/format-date';
import { Fact, label, SectionCard, Subheading } from './member-section-card';

const consentWords = {
  pending: 'Waiting for the guardian',
  granted: 'Granted',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  suspended: 'Suspended: the address may not be a guardian',
} as const;

/** The account, and the athlete, coach and organization profiles with a minor's consent. */
export function ProfileSection({ detail }: { detail: MemberDetail }) {
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
