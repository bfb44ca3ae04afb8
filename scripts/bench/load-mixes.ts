// The request mixes of `npm run bench:load` (load.ts): who sends each kind of request, to which
// path, and its share of the load in percent.
//
//   site      the project's own mix: mostly visitors' reads that are kept answers, members' API
//             reads, coaches' recruiting and 9 % writes
//   members   half the traffic signed in: members and verified coaches open athletes' pages,
//             members their own profile page, athletes their profile's data; visitors read pages
//             and the API with varied filters and name fragments, the live channels and `/`
//             without compression (bots, link previews); 5 % writes

/**
 * Who sends a request: a visitor, the subscribed demo member, one of the bench athletes, or one
 * of the bench coaches (verified, each with a board and an accepted conversation with an athlete).
 */
export type Caller = 'visitor' | 'member' | 'athlete' | 'coach';
export type Body = 'newsletter' | 'contact' | 'profile' | 'message';
/**
 * One kind of request and its share of the load, in percent. Paths may hold `{board}` and
 * `{conversation}` (the coach's own), `{athlete}` (a listed athlete's id), `{sport}` (a sport's
 * slug) and `{q}` (a name fragment), each filled in anew for every request. `identity`: sent
 * without Accept-Encoding, as bots and link previews ask.
 */
export type Kind = {
  share: number;
  method: string;
  path: string;
  as: Caller;
  body?: Body;
  identity?: boolean;
};

const read = (share: number, path: string, as: Caller = 'visitor'): Kind => ({
  share,
  method: 'GET',
  path,
  as,
});

/** The writes the mixes send, each by whom, with the body load.ts makes for it. */
const writes = {
  newsletter: { method: 'POST', path: '/api/newsletter', as: 'visitor' },
  contact: { method: 'POST', path: '/api/contact', as: 'visitor' },
  profile: { method: 'PUT', path: '/api/me/profile', as: 'athlete' },
  message: { method: 'POST', path: '/api/messages/{conversation}', as: 'coach' },
} as const satisfies Record<Body, Omit<Kind, 'share' | 'body'>>;
const write = (share: number, body: Body): Kind => ({ share, ...writes[body], body });

export function siteMix(asset: string, event: string): Kind[] {
  return [
    read(9, '/'),
    read(8, '/api/athletes'),
    read(8, '/api/athletes?sport=basketball'),
    read(8, '/api/athletes?q=jordan'),
    read(8, '/api/training/basketball'),
    read(8, '/api/site'),
    read(8, '/api/athletes/recent'),
    read(8, asset),
    // A tournament's event page (programs): its program, teams and stream.
    read(1, `/api/events/${event}`),
    read(4, '/api/auth/get-session', 'member'),
    read(4, '/api/me', 'member'),
    read(4, '/api/me/subscription', 'member'),
    read(4, '/api/training/basketball', 'member'),
    read(4, '/api/athletes?sport=basketball&gradYear=2027', 'member'),
    read(
      2,
      '/api/athletes?sport=basketball&position=Guard&heightMin=66&updatedWithinDays=365',
      'coach',
    ),
    read(2, '/api/recruiting/boards/{board}', 'coach'),
    read(1, '/api/messages', 'coach'),
    write(3, 'newsletter'),
    write(2, 'contact'),
    write(3, 'profile'),
    write(1, 'message'),
  ];
}

export function membersMix(asset: string): Kind[] {
  return [
    // Signed in: 50 %.
    read(16, '/athlete/{athlete}', 'member'),
    read(10, '/athlete/{athlete}', 'coach'),
    read(5, '/profile', 'member'),
    read(5, '/api/me/profile', 'athlete'),
    read(4, '/api/auth/get-session', 'member'),
    read(4, '/api/athletes?sport={sport}&gradYear=2027', 'coach'),
    write(3, 'profile'),
    write(1, 'message'),
    read(2, '/api/me', 'member'),
    // Visitors: 50 %.
    read(8, '/'),
    { ...read(4, '/'), identity: true },
    read(6, '/athletes'),
    read(6, '/api/athletes?sport={sport}'),
    read(6, '/api/athletes?q={q}'),
    read(6, '/api/channels'),
    read(5, '/api/training/{sport}'),
    read(4, '/api/athletes/recent'),
    read(4, asset),
    write(1, 'newsletter'),
  ];
}

/** The name fragments `{q}` takes: first and last names' beginnings, as people type them. */
export const nameFragments = ['jor', 'jordan', 'mar', 'ale', 'tay', 'sam', 'lee', 'kim', 'ri'];
