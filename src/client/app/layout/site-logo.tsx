import { Link } from 'react-router';
import { getSiteName } from '#client/lib/site-name';

export function SiteLogo() {
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md text-lg font-bold tracking-tight">
      <img src="/favicon.svg" alt="" width={32} height={32} className="size-8" />
      <span>{getSiteName()}</span>
    </Link>
  );
}
