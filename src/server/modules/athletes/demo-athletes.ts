import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { and, eq, isNull, like, or } from 'drizzle-orm';
import sharp from 'sharp';
import { stateFromLocation } from '#shared/location';
import { birthDateOf } from '#shared/privacy';
import { sportByName } from '#shared/sports';
import { currentMonth } from '#shared/admin-showcase';
import type { Database } from '#server/db/client';
import { athletePicks } from '#server/db/schema/admin';
import { playerProfiles } from '#server/db/schema/athletes';
import { user } from '#server/db/schema/auth';
import { highlightVideos } from '#server/db/schema/highlight-videos';
import type { DemoSeeder } from '#server/db/seed';
import { isMinor } from '#server/modules/privacy';
import { avatarKeyOf } from './upload-avatar';

const firstNames = {
  Male: [
    'Marcus',
    'Ethan',
    'Jalen',
    'Diego',
    'Noah',
    'Caleb',
    'Isaiah',
    'Mateo',
    'Owen',
    'Darius',
    'Liam',
    'Tyler',
    'Andre',
    'Kai',
    'Elijah',
    'Gavin',
  ],
  Female: [
    'Aaliyah',
    'Sofia',
    'Maya',
    'Emma',
    'Zoe',
    'Jasmine',
    'Ava',
    'Brooke',
    'Nia',
    'Hannah',
    'Camila',
    'Riley',
    'Leah',
    'Imani',
    'Grace',
    'Talia',
  ],
};
/** Shared with the athlete benchmark, which builds many more from them. */
export const lastNames = [
  'Johnson',
  'Martinez',
  'Nguyen',
  'Williams',
  'Brooks',
  'Patel',
  'Okafor',
  'Garcia',
  'Sullivan',
  'Kim',
  'Robinson',
  'Hernandez',
  'Foster',
  'Ali',
  'Bennett',
  'Coleman',
  'Reyes',
  'Dawson',
  'Ito',
  'Murphy',
  'Carter',
  'Lopez',
  'Owens',
  'Fischer',
];
const sports: Record<string, string[]> = {
  Basketball: ['Point Guard', 'Shooting Guard', 'Small Forward', 'Power Forward', 'Center'],
  Football: ['Quarterback', 'Wide Receiver', 'Running Back', 'Linebacker', 'Cornerback', 'Kicker'],
  Soccer: ['Striker', 'Midfielder', 'Center Back', 'Goalkeeper', 'Winger'],
  Baseball: ['Pitcher', 'Catcher', 'Shortstop', 'Center Field', 'First Base'],
  Volleyball: ['Outside Hitter', 'Setter', 'Libero', 'Middle Blocker', 'Opposite'],
  'Track and Field': ['Sprints', 'Hurdles', 'Distance', 'Long Jump', 'High Jump'],
  Wrestling: ['106 lbs', '132 lbs', '152 lbs', '170 lbs', '195 lbs'],
  Hockey: ['Center', 'Left Wing', 'Defense', 'Goalie', 'Right Wing'],
};
const places = [
  ['Austin, TX', 'Westlake High School'],
  ['Phoenix, AZ', 'Desert Vista High School'],
  ['Atlanta, GA', 'Grady High School'],
  ['Columbus, OH', 'Olentangy Liberty High School'],
  ['Denver, CO', 'Cherry Creek High School'],
  ['Charlotte, NC', 'Myers Park High School'],
  ['Seattle, WA', 'Garfield High School'],
  ['Tampa, FL', 'Plant High School'],
  ['Minneapolis, MN', 'Edina High School'],
  ['Sacramento, CA', 'Jesuit High School'],
  ['Nashville, TN', 'Hillsboro High School'],
  ['Boise, ID', 'Timberline High School'],
  ['Chicago, IL', 'Whitney Young High School'],
  ['Baltimore, MD', 'Poly High School'],
  ['Omaha, NE', 'Millard North High School'],
  ['Portland, OR', 'Lincoln High School'],
];
const bios = [
  'Team captain who leads by example. Works on conditioning every morning before school.',
  'Two-sport athlete with a high motor. Looking for a program that develops players.',
  'All-conference honors last season. Strong student, 3.8 GPA.',
  'Coachable, competitive and always the first one at practice.',
  'Varsity starter since sophomore year. Film-room regular.',
  'Summer club standout; improved every stat line over the last year.',
];

const palette = [
  ['#f97316', '#7c2d12'],
  ['#0ea5e9', '#0c4a6e'],
  ['#22c55e', '#14532d'],
  ['#a855f7', '#4c1d95'],
  ['#ef4444', '#7f1d1d'],
  ['#eab308', '#713f12'],
  ['#14b8a6', '#134e4a'],
  ['#6366f1', '#312e81'],
];

/** An initials portrait, drawn here, so no picture is fetched from elsewhere. */
function initialsAvatarSvg(first: string, last: string, index: number): string {
  const [from, to] = palette[index % palette.length]!;
  const initials = `${first[0] ?? ''}${last[0] ?? ''}`.toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="256" height="256" fill="url(#g)"/><circle cx="128" cy="104" r="46" fill="#fff" fill-opacity=".18"/><path d="M40 256c8-52 44-82 88-82s80 30 88 82z" fill="#fff" fill-opacity=".18"/><text x="128" y="150" text-anchor="middle" font-family="Helvetica,Arial,sans-serif" font-size="88" font-weight="700" fill="#fff">${initials}</text></svg>`;
}

/**
 * The portrait as a WebP, as an uploaded photo is stored: a page showing many athletes then
 * decodes pictures off its main thread, where every SVG picture would be a document of its own
 * to parse and lay out there.
 */
export function initialsAvatar(first: string, last: string, index: number): Promise<Uint8Array> {
  return sharp(Buffer.from(initialsAvatarSvg(first, last, index)))
    .webp({ quality: 82 })
    .toBuffer();
}

const pick = <T>(list: readonly T[], index: number): T => list[index % list.length]!;

export const DEMO_ATHLETE_COUNT = 64;

const trainingClipSports = [
  'basketball',
  'football',
  'soccer',
  'baseball',
  'volleyball',
  'track',
  'wrestling',
  'hockey',
];

/**
 * A demo highlight reel: the public basic training clip of their sport, served
 * by the app under /media. It has no storage key, so replacing or deleting it removes no file.
 */
const reelTitles = ['Season highlights', 'Skills and drills', 'Game film: second half'];

/** A demo highlight reel: three clips made from the sample training media, the first featured. */
async function demoReel(profileId: string, sport: string) {
  const own = sportByName(sport)?.id ?? 'basketball';
  const first = trainingClipSports.includes(own) ? own : 'basketball';
  const others = trainingClipSports.filter((id) => id !== first);
  return Promise.all(
    reelTitles.map(async (title, position) => {
      const id = position === 0 ? first : (others[position - 1] ?? first);
      const clip = `training/basic/${id}-basic/clip.mp4`;
      const size = await stat(path.resolve(process.cwd(), 'media', clip)).then(
        (info) => info.size,
        () => 0,
      );
      return {
        profileId,
        title,
        position,
        featured: position === 0,
        provider: 'storage' as const,
        storageKey: null,
        url: `/media/${clip}`,
        contentType: 'video/mp4',
        sizeBytes: size,
        durationSeconds: null,
        status: 'ready' as const,
      };
    }),
  );
}

/** The demo athletes' addresses end with this; the demo accounts' (athlete@ among them) with the rest. */
const DEMO_ATHLETE_DOMAIN = '@demo.showcase.example';
const DEMO_ACCOUNT_DOMAIN = '@showcase.example';

/**
 * A demo athlete's date of birth, from their class: a month of their own (from their name), in the
 * school year that graduates in `graduationYear` (September to August, 18 at graduation), stored
 * as a sign-up stores it (the month's last day). The demo athletes have always been shown to
 * everyone as adults: one whose class makes them younger than 18 today is made 18 or 19 in the
 * same month, never a minor, whom the lists would hide until a guardian consents.
 */
export function demoBirthDate(graduationYear: number, name: string, today: Date): string {
  const month = ([...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 12) + 1;
  let year = month >= 9 ? graduationYear - 19 : graduationYear - 18;
  while (isMinor(birthDateOf({ year, month }), today)) year -= 1;
  return birthDateOf({ year, month });
}

/**
 * Gives the demo profiles that have no date of birth one (demoBirthDate): the demo athletes and
 * the demo accounts' own (Jordan Reyes, made by the accounts' seeder), including those seeded
 * before dates of birth were, whose first save in the editor would otherwise ask for one. Run at
 * every start; a profile that has a date of birth is left as it is.
 */
export async function giveDemoBirthDates(db: Database, today: Date): Promise<number> {
  const rows = await db
    .select({
      id: playerProfiles.id,
      graduationYear: playerProfiles.graduationYear,
      firstName: playerProfiles.firstName,
      lastName: playerProfiles.lastName,
    })
    .from(playerProfiles)
    .innerJoin(user, eq(user.id, playerProfiles.userId))
    .where(
      and(
        isNull(playerProfiles.birthDate),
        or(
          like(user.email, `%${DEMO_ATHLETE_DOMAIN}`),
          like(user.email, `%${DEMO_ACCOUNT_DOMAIN}`),
        ),
      ),
    );
  for (const row of rows) {
    // A profile without a class is taken to graduate this year.
    const graduationYear = row.graduationYear ?? today.getUTCFullYear();
    await db
      .update(playerProfiles)
      .set({ birthDate: demoBirthDate(graduationYear, `${row.firstName} ${row.lastName}`, today) })
      .where(and(eq(playerProfiles.id, row.id), isNull(playerProfiles.birthDate)));
  }
  return rows.length;
}

export const demoAthletesSeeder: DemoSeeder = {
  name: 'demo athletes',
  async run({ db, storage, clock }) {
    const now = clock.now();
    const today = new Date(now);
    const thisYear = today.getFullYear();
    const sportNames = Object.keys(sports);
    const users: (typeof user.$inferInsert)[] = [];
    const profiles: (typeof playerProfiles.$inferInsert)[] = [];
    // Drawn side by side: the picture library works on threads of its own.
    const avatarWrites: Promise<unknown>[] = [];

    for (let index = 0; index < DEMO_ATHLETE_COUNT; index += 1) {
      const gender = index % 2 === 0 ? 'Male' : 'Female';
      const firstName = pick(firstNames[gender], index * 7 + Math.floor(index / 16));
      const lastName = pick(lastNames, index * 5 + 3);
      const sport = pick(sportNames, index);
      const [location, school] = pick(places, index * 3 + 1);
      const complete = index % 6 !== 5;
      const id = randomUUID();
      const userId = randomUUID();
      const avatarKey = avatarKeyOf(id);
      avatarWrites.push(
        initialsAvatar(firstName, lastName, index).then((webp) =>
          storage.put(avatarKey, webp, 'image/webp'),
        ),
      );
      users.push({
        id: userId,
        name: `${firstName} ${lastName}`,
        email: `${firstName}.${lastName}.${index}${DEMO_ATHLETE_DOMAIN}`.toLowerCase(),
        emailVerified: true,
        userType: 'player',
      });
      const created = new Date(now - (DEMO_ATHLETE_COUNT - index) * 26 * 3600 * 1000);
      const graduationYear = thisYear + (index % 5);
      profiles.push({
        id,
        userId,
        firstName,
        lastName,
        avatarUrl: storage.publicUrl(avatarKey),
        sport,
        position: complete ? pick(sports[sport]!, index) : 'Not specified',
        school: complete ? school! : 'Not specified',
        location: complete ? location! : 'Not specified',
        state: complete ? stateFromLocation(location) : null,
        graduationYear,
        birthDate: demoBirthDate(graduationYear, `${firstName} ${lastName}`, today),
        bio: complete ? pick(bios, index) : null,
        height: complete ? `${5 + (index % 2)}'${(index * 3) % 12}"` : null,
        weight: complete ? `${130 + ((index * 11) % 90)} lbs` : null,
        heightInches: complete ? (5 + (index % 2)) * 12 + ((index * 3) % 12) : null,
        weightLbs: complete ? 130 + ((index * 11) % 90) : null,
        gender: complete ? gender : 'Not specified',
        isComplete: complete,
        listed: true,
        createdAt: created,
        updatedAt: new Date(created.getTime() + ((index * 37) % 60) * 24 * 3600 * 1000),
      });
    }
    await Promise.all(avatarWrites);
    await db.insert(user).values(users);
    await db.insert(playerProfiles).values(profiles);
    // The newest complete profiles have highlight reels; the first is the Athlete of the Month.
    const withReels = profiles
      .filter((profile, index) => profile.isComplete && index > DEMO_ATHLETE_COUNT - 10)
      .slice(0, 3);
    const featured = withReels[0];
    if (featured?.id) {
      await db
        .insert(athletePicks)
        .values({
          kind: 'athlete_of_the_month',
          profileId: featured.id,
          month: currentMonth(),
          blurb:
            'Early-morning drills all season, a complete profile and a highlight reel worth watching: a training streak nobody on the team could match.',
        })
        .onConflictDoNothing();
    }
    for (const profile of withReels) {
      await db.insert(highlightVideos).values(await demoReel(profile.id!, profile.sport ?? ''));
    }
  },
  async everyStart({ db, clock }) {
    await giveDemoBirthDates(db, new Date(clock.now()));
  },
};
