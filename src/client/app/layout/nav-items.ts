import { trainingSports } from '#shared/sports';

export type NavLinkItem = { label: string; to: string; description?: string };
export type NavMenu = {
  label: string;
  items: NavLinkItem[];
  isActive: (pathname: string) => boolean;
};
export type NavEntry = ({ kind: 'link' } & NavLinkItem) | ({ kind: 'menu' } & NavMenu);

const pathOf = (to: string) => to.split('#')[0] ?? to;

const anyItemActive = (items: NavLinkItem[]) => (pathname: string) =>
  items.some((item) => pathOf(item.to) === pathname);

/** Training is also the current section on single-video pages (/video/…) and /videos… paths. */
export function isTrainingPath(pathname: string): boolean {
  return (
    pathname.startsWith('/video/') ||
    pathname.startsWith('/videos') ||
    pathname === '/training-options' ||
    trainingSports.some((sport) => sport.path === pathname)
  );
}

const athletesItems: NavLinkItem[] = [
  {
    label: 'Athlete Search',
    to: '/athletes',
    description: 'Find athletes by sport, class and state',
  },
  {
    label: 'Player Profiles',
    to: '/athlete-profiles',
    description: 'Browse complete athlete profiles',
  },
];

const trainingItems: NavLinkItem[] = [
  { label: 'All Training', to: '/training-options', description: 'Every sport and level' },
  ...trainingSports.map((sport) => ({ label: sport.label, to: sport.path })),
];

const piItems: NavLinkItem[] = [
  { label: 'Developer Sandbox', to: '/dev', description: 'Test wallet connection and payments' },
  { label: 'Developer Hub', to: '/pi-developer', description: 'SDK status and developer tools' },
  { label: 'Pi Utilities', to: '/pi-utilities', description: 'Sandbox switches and the SDK demo' },
  { label: 'Pi Mining', to: '/pi-mining', description: 'How to mine Pi and earn more' },
];

const aboutItems: NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Privacy Policy', to: '/privacy' },
  { label: 'Child Safety', to: '/child-safety' },
];

/** The top navigation, in its fixed order; the mobile menu groups the same entries. */
export const navEntries: NavEntry[] = [
  { kind: 'link', label: 'Home', to: '/' },
  { kind: 'menu', label: 'Athletes', items: athletesItems, isActive: anyItemActive(athletesItems) },
  { kind: 'link', label: 'Recruiting Profile', to: '/pricing#recruiting' },
  { kind: 'link', label: 'Success Stories', to: '/success-stories' },
  { kind: 'link', label: 'Partnership', to: '/partnership' },
  { kind: 'link', label: 'LIVE & VOD', to: '/live-vod' },
  { kind: 'link', label: 'StreamTV', to: '/streamr-tv' },
  { kind: 'menu', label: 'Training', items: trainingItems, isActive: isTrainingPath },
  { kind: 'menu', label: 'Pi Network', items: piItems, isActive: anyItemActive(piItems) },
  { kind: 'link', label: 'Admin Login', to: '/login' },
  { kind: 'link', label: 'Coming Soon', to: '/coming-soon' },
  { kind: 'menu', label: 'About', items: aboutItems, isActive: anyItemActive(aboutItems) },
];

export const signedOutItems: NavLinkItem[] = [
  { label: 'Log In', to: '/login' },
  { label: 'Sign Up', to: '/signup' },
];

export const signedInItems: NavLinkItem[] = [{ label: 'My Profile', to: '/profile' }];
/** A parent's or guardian's account: their children's page first. */
export const guardianItems: NavLinkItem[] = [
  { label: 'My Children', to: '/guardian' },
  ...signedInItems,
];

/** An organization's account: the program it runs first. */
export const organizationItems: NavLinkItem[] = [
  { label: 'My Program', to: '/programs' },
  ...signedInItems,
];

/**
 * The account links of a signed-in member, by the kind of account; a member who helps run a
 * program as staff (runsProgram, from GET /api/me) gets "My Program" too.
 */
export function accountItemsFor(
  userType: string | null | undefined,
  runsProgram = false,
): NavLinkItem[] {
  if (userType === 'guardian')
    return runsProgram ? [organizationItems[0]!, ...guardianItems] : guardianItems;
  if (userType === 'organization' || runsProgram) return organizationItems;
  return signedInItems;
}

export function isLinkActive(to: string, pathname: string): boolean {
  const target = pathOf(to);
  return target === '/' ? pathname === '/' : pathname === target;
}
