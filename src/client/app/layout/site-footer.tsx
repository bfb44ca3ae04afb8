import { Link } from 'react-router';
import { getSiteName } from '#client/lib/site-name';

const columns = [
  {
    title: 'Explore',
    links: [
      { label: 'Home', to: '/' },
      { label: 'Athlete Search', to: '/athletes' },
      { label: 'Training Videos', to: '/videos' },
      { label: 'Player Profiles', to: '/athlete-profiles' },
      { label: 'Tournaments', to: '/tournaments' },
      { label: 'About', to: '/about' },
      { label: 'Contact', to: '/contact' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Log In', to: '/login' },
      { label: 'Sign Up', to: '/signup' },
      { label: 'My Profile', to: '/profile' },
      { label: 'Recruiting', to: '/recruiting' },
      { label: 'Admin Dashboard', to: '/admin-dashboard' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Terms of Service', to: '/terms' },
      { label: 'Privacy Policy', to: '/privacy' },
      { label: 'Child Safety', to: '/child-safety' },
      { label: 'Accessibility', to: '/accessibility' },
    ],
  },
];

export function SiteFooter() {
  const siteName = getSiteName();
  return (
    // Below the fold of most pages: laid out and painted only as it comes near the viewport.
    <footer className="border-border bg-muted/40 below-fold mt-16 border-t">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-10 px-4 py-12 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="text-lg font-bold">{siteName}</p>
          <p className="text-muted-foreground mt-2 text-sm">
            Train, get better and showcase your athletic talent. Built for youth and amateur
            athletes, their families, coaches and the recruiters looking for them.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="text-sm font-semibold">{column.title}</h2>
            <ul className="mt-3 grid gap-2">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link
                    to={link.to}
                    className="text-muted-foreground hover:text-foreground text-sm"
                  >
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-border border-t">
        <p className="text-muted-foreground mx-auto max-w-7xl px-4 py-6 text-xs">
          © {new Date().getFullYear()} {siteName}. For athletes aged 13 and older; athletes under 18
          need a parent’s or guardian’s consent.
        </p>
      </div>
    </footer>
  );
}
