/**
 * Request input quoted back in an error message (decisions.md "Every event names a player"
 * clarification): control characters (C0, DEL, C1) are dropped and the text is cut to 64
 * characters, so a message can never carry a header injection or a wall of junk.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
export const ECHO_MAX = 64;

export function withoutControls(s: string): string {
  return s.replace(CONTROL, '');
}

export function echo(input: string): string {
  const clean = withoutControls(input);
  return clean.length > ECHO_MAX ? `${clean.slice(0, ECHO_MAX)}…` : clean;
}
