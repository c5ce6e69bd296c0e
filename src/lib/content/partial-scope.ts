/**
 * Partial validation: the season folders a change touched are checked fully, the others are read
 * light (light-season.ts) for the cross-season rules only. Those rules report a clash at the row met
 * second, so the fully checked seasons go last: a clash between a touched season and another one is
 * reported in the touched season, and what the other seasons hold among themselves (read light,
 * checked by the full validation) is left out.
 */
import type { Problem } from './problem.ts';
import type { RawContent } from './raw-content.ts';

/** `raw` with the seasons read light first, then the fully checked ones, each in folder order. */
export function lightFirst(raw: RawContent, fully: ReadonlySet<string>): RawContent {
  const light = raw.seasons.filter((s) => !fully.has(s.slug));
  return { ...raw, seasons: [...light, ...raw.seasons.filter((s) => fully.has(s.slug))] };
}

/** The problems outside the seasons read light. */
export function outsideLight(problems: readonly Problem[], raw: RawContent, fully: ReadonlySet<string>): Problem[] {
  const light = raw.seasons.filter((s) => !fully.has(s.slug)).map((s) => s.path);
  const inLight = new Set(light);
  return problems.filter((p) => !inLight.has(p.file.slice(0, p.file.lastIndexOf('/'))) && !inLight.has(p.file));
}
