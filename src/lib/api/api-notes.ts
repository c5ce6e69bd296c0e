/** Texts shared by the OpenAPI document and the API reference page. */
export const STABILITY_PROMISE =
  'Stability promise: within v1, documented fields keep their names, types and meaning. New fields and new endpoints may appear at any time, so clients must ignore keys they do not know. New values of `type`/`detail` vocabularies are announced first in the changelog. Breaking changes only come with a new version path (/api/public/v2).';
export const COSTS_NOTE =
  'Every 2xx answer costs units from the key\'s daily quota (see `x-units-cost` per operation); 304 and errors cost nothing. Headers X-Units-Cost, X-Units-Remaining, RateLimit-Policy and RateLimit describe the key\'s state.';
