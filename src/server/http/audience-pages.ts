import { constants, crc32, deflateRawSync } from 'node:zlib';
import { scriptSafeJson, type RenderSession } from '#shared/page-rendering';
import { TtlCache } from '#server/lib/ttl-cache';
import type { AudienceMarks, PageEffect } from './rendering-context';

// Pages kept for everyone of a signed-in audience (docs/decisions/0033): a page that renders
// alike for every member of the same account type, role and audience is rendered once with
// stand-ins where the session names the person, kept, and served to each of them with their own
// session filled in. The person-specific work of the API calls it made (a view recorded) is done
// again for each viewer it is served to.

/** What names the person in a session: replaced by stand-ins in a page kept for an audience. */
const personalUserFields = [
  'id',
  'name',
  'email',
  'image',
  'phone',
  'createdAt',
  'updatedAt',
  'banReason',
  'banExpires',
] as const;
const personalSessionFields = ['id', 'expiresAt'] as const;

/**
 * How late an athlete's edit may show on a kept page (for visitors or an audience), and how often
 * a busy page is rendered again while edits keep coming (a render costs far more than a list
 * query).
 */
export const PAGE_EDIT_SHOWS_WITHIN_MS = 750;
export const PAGE_EDIT_RENDER_GAP_MS = 250;

/** A stand-in: private-use characters, which JSON and HTML leave as they are. */
const MARK = '\uE000';
const standIn = (field: string) => `${MARK}${field}${MARK}`;
const quotedStandIn = new RegExp(`"${MARK}([a-zA-Z.]+)${MARK}"`, 'g');

type SessionParts = { user: Record<string, unknown>; session: Record<string, unknown> };
const partsOf = (session: NonNullable<RenderSession>) =>
  ({ user: session.user, session: session.session }) as SessionParts;

/**
 * The session as a page kept for an audience is rendered with: each personal value that is set
 * becomes a stand-in (one left empty stays empty, and is part of the audience's key).
 */
export function audienceSessionOf(session: NonNullable<RenderSession>): RenderSession {
  const { user, session: own } = partsOf(session);
  const replaced = (record: Record<string, unknown>, fields: readonly string[], prefix: string) =>
    Object.fromEntries(
      Object.entries(record).map(([key, value]) => [
        key,
        fields.includes(key) && value !== null && value !== undefined
          ? standIn(`${prefix}${key}`)
          : value,
      ]),
    );
  return {
    session: replaced(own, personalSessionFields, 'session.') as { id: string; expiresAt: string },
    user: replaced(user, personalUserFields, 'user.'),
  };
}

/**
 * Who a kept page is the same for: the address, the viewer's audience (as the API decides it)
 * and everything of the session a page may render from (account type, role, whether a personal
 * value is set), never the personal values themselves.
 */
export function audienceKeyOf(
  pathAndQuery: string,
  audience: string,
  session: NonNullable<RenderSession>,
): string {
  const { user } = partsOf(session);
  const shape = Object.entries(user)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) =>
      (personalUserFields as readonly string[]).includes(key)
        ? [key, value === null || value === undefined ? null : 'set']
        : [key, value],
    );
  return `${pathAndQuery}\n${audience}\n${JSON.stringify(shape)}`;
}

/** Each stand-in's value for this session, as JSON inside the page's state script. */
function fillingsOf(session: NonNullable<RenderSession>): Map<string, string> {
  const { user, session: own } = partsOf(session);
  const fillings = new Map<string, string>();
  const add = (record: Record<string, unknown>, fields: readonly string[], prefix: string) => {
    for (const field of fields) {
      fillings.set(`${prefix}${field}`, scriptSafeJson(JSON.stringify(record[field] ?? null)));
    }
  };
  add(user, personalUserFields, 'user.');
  add(own, personalSessionFields, 'session.');
  return fillings;
}

/**
 * Whether a page rendered with the stand-ins can be served with a viewer's own filled in: every
 * stand-in is a whole JSON value of its state, none in its markup, title or description (where
 * it would need escaping of another kind, or a page shows who its viewer is).
 */
export function canFillIn(parts: {
  html: string;
  title: string;
  description?: string;
  state: string;
}) {
  if ([parts.html, parts.title, parts.description ?? ''].some((text) => text.includes(MARK))) {
    return false;
  }
  const marks = parts.state.split(MARK).length - 1;
  return marks === [...parts.state.matchAll(quotedStandIn)].length * 2;
}

/** The page with this viewer's own session in place of the stand-ins. */
export function fillIn(html: string, session: NonNullable<RenderSession>): string {
  const fillings = fillingsOf(session);
  return html.replace(quotedStandIn, (whole, field: string) => fillings.get(field) ?? whole);
}

/**
 * A kept page cut at its stand-ins, each piece between them compressed once: a viewer's gzip is
 * those pieces with their own values compressed in between (each piece ends on a full flush, so
 * raw deflate pieces follow one another), which costs a fraction of compressing the whole page.
 */
export type CutPage = {
  /** The pieces of text between the stand-ins, and the stand-ins' fields (one fewer). */
  pieces: { bytes: Buffer; deflated: Buffer }[];
  fields: string[];
};

const deflatePiece = (bytes: Buffer, last: boolean) =>
  deflateRawSync(bytes, {
    level: 6,
    finishFlush: last ? constants.Z_FINISH : constants.Z_FULL_FLUSH,
  });

export function cutPage(html: string): CutPage {
  const parts = html.split(quotedStandIn);
  // split() with a group gives the text and the captured fields in turn.
  const texts = parts.filter((_, index) => index % 2 === 0);
  const fields = parts.filter((_, index) => index % 2 === 1);
  return {
    pieces: texts.map((text, index) => {
      const bytes = Buffer.from(text);
      return { bytes, deflated: deflatePiece(bytes, index === texts.length - 1) };
    }),
    fields,
  };
}

/** The kept page as this viewer gets it: the text, and its gzip made from the kept pieces. */
export function servedTo(
  page: CutPage,
  session: NonNullable<RenderSession>,
): { text: string; gzip: Buffer } {
  const fillings = fillingsOf(session);
  const texts: Buffer[] = [];
  const deflated: Buffer[] = [];
  page.pieces.forEach((piece, index) => {
    texts.push(piece.bytes);
    deflated.push(piece.deflated);
    const field = page.fields[index];
    if (field === undefined) return;
    const value = Buffer.from(fillings.get(field) ?? 'null');
    texts.push(value);
    deflated.push(deflateRawSync(value, { level: 1, finishFlush: constants.Z_FULL_FLUSH }));
  });
  let crc = 0;
  let size = 0;
  for (const text of texts) {
    crc = crc32(text, crc);
    size += text.length;
  }
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc >>> 0, 0);
  trailer.writeUInt32LE(size % 2 ** 32, 4);
  // gzip's header: deflate, no name or time, from Unix.
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3]);
  return {
    text: Buffer.concat(texts).toString('utf8'),
    gzip: Buffer.concat([header, ...deflated, trailer]),
  };
}

/** Whether every API call of a render answered the same for the whole audience. */
export const sameForAll = (marks: AudienceMarks) =>
  marks.calls > 0 && marks.calls === marks.sameForAudience;

/** A page kept for an audience: its HTML with the stand-ins, what it shows, what it does. */
export type AudienceAnswer = {
  status: number;
  page: CutPage;
  tags: readonly string[];
  effects: readonly PageEffect[];
};

/**
 * The kept pages, by audienceKeyOf: only pages that could be kept (render-pages.ts remembers for
 * a while the keys that could not). What clears them is wired where the caches are made
 * (caches.ts).
 */
export function createAudiencePageCache() {
  // An athlete's page is about 30 KB and 7 KB compressed: a thousand take under 40 MB.
  return new TtlCache<AudienceAnswer>(10_000, 1_000, {
    staleForMs: PAGE_EDIT_SHOWS_WITHIN_MS,
    refreshGapMs: PAGE_EDIT_RENDER_GAP_MS,
    tagsOf: (answer) => answer.tags,
  });
}
export type AudiencePageCache = ReturnType<typeof createAudiencePageCache>;
