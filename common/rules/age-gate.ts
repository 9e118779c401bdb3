// The USK age gate: titles rated USK 16 or USK 18 do not start for a signed-in person whose
// birthdate says they are younger. Without a known age (visitor, no birthdate) nothing is held back: the
// rating is shown on every card and page.

/** The lowest USK rating the gate protects. */
export const AGE_GATE_FROM = 16;

/** Whether a person of `age` (null: unknown) is too young for a game rated `usk`. */
export function tooYoungFor(age: number | null, usk: number): boolean {
  return usk >= AGE_GATE_FROM && age !== null && age < usk;
}
