// Profile borders: what the shop sells and the avatar draws. Kept apart from the rest of the
// boostz rules because every avatar needs it (the first load).

export interface BorderItem {
  id: string;
  price: number;
  /** One colour, or the colours an animated border cycles through. */
  colours: readonly string[];
  animated: boolean;
}

export const BORDERS: readonly BorderItem[] = [
  { id: 'mint', price: 100, colours: ['#2ee6a6'], animated: false },
  { id: 'sky', price: 100, colours: ['#38bdf8'], animated: false },
  { id: 'sunset', price: 150, colours: ['#fb923c'], animated: false },
  { id: 'rose', price: 150, colours: ['#f472b6'], animated: false },
  { id: 'violet', price: 200, colours: ['#a78bfa'], animated: false },
  { id: 'gold', price: 300, colours: ['#fbbf24'], animated: false },
  { id: 'neon', price: 600, colours: ['#22d3ee', '#a855f7', '#22d3ee'], animated: true },
  { id: 'fire', price: 800, colours: ['#f97316', '#ef4444', '#facc15'], animated: true },
  { id: 'rainbow', price: 1000, colours: ['#ef4444', '#f59e0b', '#22c55e', '#3b82f6', '#a855f7'], animated: true },
];

export function borderById(id: string | null | undefined): BorderItem | null {
  return BORDERS.find((border) => border.id === id) ?? null;
}

/** The colours a stored profile_border draws: a shop border's, or an older plain colour as is. */
export function borderColours(value: string | null | undefined): { colours: readonly string[]; animated: boolean } | null {
  if (!value) return null;
  const border = borderById(value);
  if (border) return border;
  return /^#[0-9a-f]{3,8}$/i.test(value) ? { colours: [value], animated: false } : null;
}
