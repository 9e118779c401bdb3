import type { SessionRow, UserRow } from '../db/schema';
import type { ServerLanguage } from './messages';

export interface AppVariables {
  session: SessionRow | null;
  user: UserRow | null;
  language: ServerLanguage;
}

export interface AppEnv {
  Variables: AppVariables;
}
