import { trainingSports } from '#shared/sports';
import type { MessageId } from '#client/lib/i18n/i18n';
import { sportLabels } from '#client/lib/i18n/sport-labels';

/** A link of the navigation; its label and description are message ids (lib/i18n). */
export type NavLinkItem = { label: MessageId; to: string; description?: MessageId };
export type NavMenu = {
  label: MessageId;
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
    label: 'app.nav.athleteSearch',
    to: '/athletes',
    description: 'app.nav.athleteSearch.description',
  },
  {
    label: 'app.nav.playerProfiles',
    to: '/athlete-profiles',
    description: 'app.nav.playerProfiles.description',
  },
];

const trainingItems: NavLinkItem[] = [
  {
    label: 'app.nav.allTraining',
    to: '/training-options',
    description: 'app.nav.allTraining.description',
  },
  ...trainingSports.map((sport) => ({ label: sportLabels[sport.id], to: sport.path })),
];

const piItems: NavLinkItem[] = [
  {
    label: 'app.nav.developerSandbox',
    to: '/dev',
    description: 'app.nav.developerSandbox.description',
  },
  {
    label: 'app.nav.developerHub',
    to: '/pi-developer',
    description: 'app.nav.developerHub.description',
  },
  {
    label: 'app.nav.piUtilities',
    to: '/pi-utilities',
    description: 'app.nav.piUtilities.description',
  },
  { label: 'app.nav.piMining', to: '/pi-mining', description: 'app.nav.piMining.description' },
];

const aboutItems: NavLinkItem[] = [
  { label: 'app.nav.aboutUs', to: '/about' },
  { label: 'app.nav.terms', to: '/terms' },
  { label: 'app.nav.privacy', to: '/privacy' },
  { label: 'app.nav.childSafety', to: '/child-safety' },
];

/** The top navigation, in its fixed order; the mobile menu groups the same entries. */
export const navEntries: NavEntry[] = [
  { kind: 'link', label: 'app.nav.home', to: '/' },
  {
    kind: 'menu',
    label: 'app.nav.athletes',
    items: athletesItems,
    isActive: anyItemActive(athletesItems),
  },
  { kind: 'link', label: 'app.nav.recruitingProfile', to: '/pricing#recruiting' },
  { kind: 'link', label: 'app.nav.successStories', to: '/success-stories' },
  { kind: 'link', label: 'app.nav.partnership', to: '/partnership' },
  { kind: 'link', label: 'app.nav.liveVod', to: '/live-vod' },
  { kind: 'link', label: 'app.nav.streamTv', to: '/streamr-tv' },
  { kind: 'menu', label: 'app.nav.training', items: trainingItems, isActive: isTrainingPath },
  { kind: 'menu', label: 'app.nav.piNetwork', items: piItems, isActive: anyItemActive(piItems) },
  { kind: 'link', label: 'app.nav.adminLogin', to: '/login' },
  { kind: 'link', label: 'app.nav.comingSoon', to: '/coming-soon' },
  { kind: 'menu', label: 'app.nav.about', items: aboutItems, isActive: anyItemActive(aboutItems) },
];

export const signedOutItems: NavLinkItem[] = [
  { label: 'app.nav.logIn', to: '/login' },
  { label: 'app.nav.signUp', to: '/signup' },
];

export const signedInItems: NavLinkItem[] = [{ label: 'app.nav.myProfile', to: '/profile' }];
/** A parent's or guardian's account: their children's page first. */
export const guardianItems: NavLinkItem[] = [
  { label: 'app.nav.myChildren', to: '/guardian' },
  ...signedInItems,
];

/** An organization's account: the program it runs first. */
export const organizationItems: NavLinkItem[] = [
  { label: 'app.nav.myProgram', to: '/programs' },
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
