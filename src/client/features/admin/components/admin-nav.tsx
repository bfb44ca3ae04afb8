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

const sections: { to: string; label: string; icon: LucideIcon; end?: boolean }[] = [
  { to: '/admin-dashboard', label: 'Overview', icon: LayoutDashboard, end: true },
  { to: '/admin-dashboard/members', label: 'Members', icon: Users },
  { to: '/admin-dashboard/athletes', label: 'Athletes on show', icon: Star },
  { to: '/admin-dashboard/verifications', label: 'Verification', icon: ShieldCheck },
  { to: '/admin-dashboard/channels', label: 'Channels & training', icon: Radio },
  { to: '/admin-dashboard/payments', label: 'Payments', icon: CreditCard },
  { to: '/admin-dashboard/inbox', label: 'Inbox', icon: Inbox },
  { to: '/admin-dashboard/audit', label: 'Audit log', icon: ListChecks },
];

/** The dashboard's sections: a column on wide screens, a scrolling row of tabs on phones. */
export function AdminNav() {
  return (
    <nav aria-label="Admin dashboard" className="lg:w-56 lg:shrink-0">
      <p className="text-muted-foreground mb-2 hidden items-center gap-2 text-xs font-semibold tracking-wide uppercase lg:flex">
        <Activity className="size-4" aria-hidden />
        Admin dashboard
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
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
