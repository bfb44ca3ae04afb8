import { Building2, GraduationCap, UserRound, type LucideIcon } from 'lucide-react';
import { NavLink } from 'react-router';
import { useRedirectTo, withRedirectTo } from '#client/lib/auth/guards';
import { cn } from '#client/lib/cn';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const types: { label: MessageId; to: string; icon: LucideIcon }[] = [
  { label: 'accounts.signup.athlete', to: '/signup/player', icon: UserRound },
  { label: 'accounts.signup.coach', to: '/signup/coach', icon: GraduationCap },
  { label: 'accounts.signup.organization', to: '/signup/organization', icon: Building2 },
];

/**
 * Athlete / Coach / Organization: moves between the three sign-up forms, keeping the page to
 * come back to.
 */
export function SignupTypeSwitcher() {
  const t = useT();
  const back = useRedirectTo();
  return (
    <nav
      aria-label={t('accounts.signup.accountType')}
      className="mx-auto flex max-w-md justify-center px-4"
    >
      <ul className="bg-muted grid w-full grid-cols-3 gap-1 rounded-xl p-1">
        {types.map(({ label, to, icon: Icon }) => (
          <li key={to}>
            <NavLink
              to={withRedirectTo(to, back)}
              className={({ isActive }) =>
                cn(
                  'flex items-center justify-center gap-1.5 rounded-lg px-2 py-2 text-sm font-medium',
                  isActive
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )
              }
            >
              <Icon className="size-4" aria-hidden />
              {t(label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
