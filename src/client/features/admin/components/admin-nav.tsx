import {
  Activity,
  CreditCard,
  Inbox,
  LayoutDashboard,
  ListChecks,
  ShieldCheck,
  Radio,
  Star,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { NavLink } from 'react-router';
import { cn } from '#client/lib/cn';
import { useT, type MessageId } from '#client/lib/i18n/i18n';

const sections: { to: string; label: MessageId; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin-dashboard', label: 'admin.nav.overview', icon: LayoutDashboard, end: true },
  { to: '/admin-dashboard/members', label: 'admin.nav.members', icon: Users },
  { to: '/admin-dashboard/athletes', label: 'admin.nav.athletes', icon: Star },
  { to: '/admin-dashboard/verifications', label: 'admin.nav.verifications', icon: ShieldCheck },
  { to: '/admin-dashboard/channels', label: 'admin.nav.channels', icon: Radio },
  { to: '/admin-dashboard/payments', label: 'admin.nav.payments', icon: CreditCard },
  { to: '/admin-dashboard/inbox', label: 'admin.nav.inbox', icon: Inbox },
  { to: '/admin-dashboard/audit', label: 'admin.nav.audit', icon: ListChecks },
];

/** The dashboard's sections: a column on wide screens, a scrolling row of tabs on phones. */
export function AdminNav() {
  const t = useT();
  return (
    <nav aria-label={t('admin.nav.label')} className="lg:w-56 lg:shrink-0">
      <p className="text-muted-foreground mb-2 hidden items-center gap-2 text-xs font-semibold tracking-wide uppercase lg:flex">
        <Activity className="size-4" aria-hidden />
        {t('admin.nav.label')}
      </p>
      <ul className="-mx-4 flex gap-1 overflow-x-auto px-4 pb-2 lg:mx-0 lg:flex-col lg:overflow-visible lg:px-0">
        {sections.map(({ to, label, icon: Icon, end }) => (
          <li key={to} className="shrink-0">
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap',
                  'focus-visible:ring-ring hover:bg-muted focus-visible:ring-2 focus-visible:outline-none',
                  isActive ? 'bg-primary/10 text-primary' : 'text-muted-foreground',
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
