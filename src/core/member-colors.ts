/**
 * A group member's colour: the same member has the same colour wherever they show (the household
 * panel's initials, the cart's member groups), so it is drawn from the member's id, which every
 * widget has, rather than from a position in one list. Each colour takes white text at 4.5:1 or more.
 */
export const MEMBER_COLORS = ['#1f5f8b', '#7a3e9d', '#1c6b48', '#a3401b', '#8a2b52', '#3d5a1e', '#5b4a9c', '#8a5a00'] as const;

/** The member's colour index, 0 to `MEMBER_COLORS.length - 1`. */
export function memberColorIndex(memberId: number): number {
  const count = MEMBER_COLORS.length;
  return ((Math.trunc(memberId) % count) + count) % count;
}

export function memberColor(memberId: number): string {
  return MEMBER_COLORS[memberColorIndex(memberId)] ?? MEMBER_COLORS[0];
}
