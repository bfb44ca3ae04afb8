import { Link } from 'react-router';
import { useT, type MessageId } from '#client/lib/i18n/i18n';
import { getSiteName } from '#client/lib/site-name';
import { LanguageSwitch } from './language-switch';

const columns: { title: MessageId; links: { label: MessageId; to: string }[] }[] = [
  {
    title: 'app.footer.explore',
    links: [
      { label: 'app.nav.home', to: '/' },
      { label: 'app.nav.athleteSearch', to: '/athletes' },
      { label: 'app.footer.trainingVideos', to: '/videos' },
      { label: 'app.nav.playerProfiles', to: '/athlete-profiles' },
      { label: 'app.footer.tournaments', to: '/tournaments' },
      { label: 'app.nav.about', to: '/about' },
      { label: 'app.footer.contact', to: '/contact' },
    ],
  },
  {
    title: 'app.footer.account',
    links: [
      { label: 'app.nav.logIn', to: '/login' },
      { label: 'app.nav.signUp', to: '/signup' },
      { label: 'app.nav.myProfile', to: '/profile' },
      { label: 'app.footer.recruiting', to: '/recruiting' },
      { label: 'app.footer.adminDashboard', to: '/admin-dashboard' },
    ],
  },
  {
    title: 'app.footer.legal',
    links: [
      { label: 'app.nav.terms', to: '/terms' },
      { label: 'app.nav.privacy', to: '/privacy' },
      { label: 'app.nav.childSafety', to: '/child-safety' },
      { label: 'app.nav.accessibility', to: '/accessibility' },
    ],
  },
];

export function SiteFooter() {
  const siteName = getSiteName();
  const t = useT();
  return (
    // Below the fold of most pages: laid out and painted only as it comes near the viewport.
    <footer className="border-border bg-muted/40 below-fold mt-16 border-t">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold">{siteName}</p>
          <p className="text-muted-foreground mt-2 text-sm">{t('app.footer.tagline')}</p>
          <LanguageSwitch className="text-muted-foreground hover:text-foreground focus-visible:ring-ring mt-4 inline-flex min-h-11 items-center gap-2 rounded-md text-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:outline-none" />
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={t(column.title)}>
            <h2 className="text-sm font-semibold">{t(column.title)}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-muted-foreground hover:text-foreground inline-flex min-h-6 items-center text-sm"
                  >
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-border border-t">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-xs">
          {t('app.footer.ages', { year: new Date().getFullYear(), siteName })}
        </p>
      </div>
    </footer>
  );
}
