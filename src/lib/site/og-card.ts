/**
 * The share image of a match (Open Graph / X card, 1200 × 630): competition, the two teams, the
 * score or "v", the status and the day, as an SVG. Pure; og-render.ts turns it into a PNG with the
 * DejaVu Sans font (the npm package dejavu-fonts-ttf), so the SVG names that family only.
 * Team names get the largest size at which they fit the card and are shortened when even the
 * smallest does not (widths from the font's own metrics), then escaped for XML.
 */
import type { Dataset, Match } from '../dataset/dataset.ts';
import { venueOf } from '../dataset/dataset.ts';
import { seasonTitle } from '../../schemas/content/competition.ts';
import { startTimeTbd, statusDetail } from '../../schemas/content/index.ts';
import { matchSide, statusLabel } from './format.ts';
import { formatClock, formatDay, dayIn, zoneName } from './time.ts';
import { OG_IMAGE_HEIGHT, OG_IMAGE_WIDTH } from './seo.ts';

export const OG_FONT_FAMILY = 'DejaVu Sans';

export interface OgCard {
  /** `Fixture Cup 2030 · Group A` */
  competition: string;
  home: string;
  away: string;
  /** `2–1`; null before the match and for a cancelled one (the card shows "v"). */
  score: string | null;
  /** `Full time`, `After penalties 1–0`, `Live`, `Postponed`, `Cancelled`; empty for a match not played yet. */
  status: string;
  /** `Saturday 1 June 2030 · 19:00 WEST`: the day (and kick-off when known) at the venue. */
  date: string;
}

/** What the card of match `m` shows. */
export function matchCard(ds: Pick<Dataset, 'teams' | 'venues' | 'seasonVenues' | 'seasons'>, m: Match): OgCard {
  const season = ds.seasons.get(m.season_id);
  const detail = statusDetail(m);
  const played = m.status !== 'scheduled' && detail !== 'cancelled';
  const zone = venueOf(ds, m)?.timezone ?? 'Etc/UTC';
  const day = formatDay(dayIn(m.scheduled_at, zone));
  const status =
    detail === 'cancelled' ? 'Cancelled'
    : detail === 'postponed' ? 'Postponed'
    : detail === 'awarded' ? 'Awarded'
    : m.status === 'scheduled' ? ''
    : m.has_penalties && m.status === 'completed' ? `${statusLabel(m)} ${m.home_penalty ?? 0}–${m.away_penalty ?? 0}`
    : statusLabel(m);
  return {
    competition: [season ? seasonTitle(season) : null, m.group ?? m.stage].filter(Boolean).join(' · '),
    home: matchSide(ds, m, 'home').name,
    away: matchSide(ds, m, 'away').name,
    score: played ? `${m.home_score}–${m.away_score}` : null,
    status,
    date: startTimeTbd(m) ? day : `${day} · ${formatClock(m.scheduled_at, zone)} ${zoneName(m.scheduled_at, zone)}`,
  };
}

export function escapeXml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/**
 * Advance widths of DejaVu Sans Bold, in thousandths of an em, for the printable ASCII characters
 * (space to `~`), measured with resvg. Regular text is narrower, so these widths keep it inside too.
 */
const ASCII_WIDTHS = [
  348, 456, 521, 838, 696, 1002, 872, 306, 457, 457, 523, 838, 380, 415, 380, 365, 696, 696, 696, 696, 696, 696, 696, 696,
  696, 696, 400, 400, 838, 838, 838, 580, 1000, 774, 762, 734, 830, 683, 683, 821, 837, 372, 372, 775, 637, 995, 837, 850,
  733, 850, 770, 680, 703, 812, 774, 1103, 771, 724, 725, 457, 365, 457, 838, 500, 500, 675, 716, 593, 716, 678, 405, 716,
  712, 343, 343, 665, 343, 1042, 712, 687, 716, 716, 493, 595, 478, 712, 652, 924, 645, 652, 582, 712, 365, 712, 838,
];
/** Any other letter (after its accents are taken off): about a capital's width. */
const OTHER_WIDTH = 780;
const ELLIPSIS = '…';
const ELLIPSIS_WIDTH = 1000;

/** The width of one character in thousandths of an em: an accented letter as its base letter, accents nothing. */
function charWidth(ch: string): number {
  if (ch === ELLIPSIS) return ELLIPSIS_WIDTH;
  let units = 0;
  for (const part of ch.normalize('NFD')) {
    if (/\p{M}/u.test(part)) continue;
    const c = part.codePointAt(0)!;
    units += c >= 32 && c < 127 ? ASCII_WIDTHS[c - 32]! : OTHER_WIDTH;
  }
  return units;
}

/** The width of `text` in pixels at `size` px (an estimate on the safe side: no kerning). */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const ch of text) units += charWidth(ch);
  return (units * size) / 1000;
}

/**
 * `text` as it fits in `maxWidth` px at `size` px: whole, or cut (between code points, never inside
 * a surrogate pair) and ended with "…", spaces and separators (`,` `·` `–`) before it removed.
 */
export function shorten(text: string, size: number, maxWidth: number): string {
  const t = text.trim();
  if (textWidth(t, size) <= maxWidth) return t;
  const budget = (maxWidth * 1000) / size - ELLIPSIS_WIDTH;
  let units = 0;
  let out = '';
  for (const ch of t) {
    units += charWidth(ch);
    if (units > budget) break;
    out += ch;
  }
  return `${out.replace(/[\s,;:·–-]+$/u, '')}${ELLIPSIS}`;
}

const NAME_WIDTH = OG_IMAGE_WIDTH - 120;
const NAME_SIZES = [80, 64, 52] as const;
const SMALLEST = NAME_SIZES[NAME_SIZES.length - 1]!;

/** A team name's font size (the largest at which it fits the card) and its text, shortened when even the smallest does not fit. */
export function fitName(name: string): { size: number; text: string } {
  const text = name.trim();
  for (const size of NAME_SIZES) if (textWidth(text, size) <= NAME_WIDTH) return { size, text };
  return { size: SMALLEST, text: shorten(text, SMALLEST, NAME_WIDTH) };
}

const W = OG_IMAGE_WIDTH;
const H = OG_IMAGE_HEIGHT;
const C = W / 2;

function text(x: number, y: number, size: number, fill: string, body: string, extra = ''): string {
  return `<text x="${x}" y="${y}" font-size="${size}" fill="${fill}"${extra}>${escapeXml(body)}</text>`;
}

export function ogCardSvg(card: OgCard): string {
  const home = fitName(card.home);
  const away = fitName(card.away);
  const live = card.status === 'Live';
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">`,
    `<rect width="${W}" height="${H}" fill="#0e1217"/>`,
    `<rect width="${W}" height="10" fill="#7cb8ff"/>`,
    `<g font-family="${OG_FONT_FAMILY}" text-anchor="middle">`,
    text(60, 82, 30, '#7cb8ff', 'Matchday', ' text-anchor="start" font-weight="700"'),
    card.status ? text(W - 60, 82, 30, live ? '#ff8a80' : '#e7ebf0', shorten(card.status, 30, 560), ' text-anchor="end" font-weight="700"') : '',
    text(C, 160, 36, '#a8b2bf', shorten(card.competition, 36, NAME_WIDTH)),
    text(C, 285, home.size, '#ffffff', home.text, ' font-weight="700"'),
    card.score === null ? text(C, 410, 96, '#a8b2bf', 'v') : text(C, 420, 130, '#ffffff', card.score, ' font-weight="700"'),
    text(C, 535, away.size, '#ffffff', away.text, ' font-weight="700"'),
    text(C, 600, 30, '#a8b2bf', shorten(card.date, 30, NAME_WIDTH)),
    '</g>',
    '</svg>',
  ];
  return parts.filter(Boolean).join('\n');
}
