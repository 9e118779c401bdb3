/** Spec §3 Game, plus the launch hints the desktop launcher uses to match a local install. */
export interface Game {
  id: number;
  name: string;
  description: string;
  categories: string[];
  release_date: string;
  developer: string;
  publisher: string;
  age_rating: number;
  image: string | null;
  has_active_giveaway: boolean;
  launch: { steam_app_id: number | null; executable_name: string | null };
  typical_session_minutes: number;
}

export interface GamesResponse {
  games: Game[];
}

export interface GameResponse {
  game: Game;
  gamePosts: unknown[];
}
