import { type AssistantAnswer, assistantRoutes } from '../../common/contract/assistant';
import { api } from './client';

// The assistant (spec §7 GET /api/assistant): the question, the interface language and, when signed in, the
// user id and name (the server trusts its session, not these). Failures reject with the ApiError of api/http.ts.

export function askAssistant(
  message: string,
  language: string,
  user: { id: number; name: string } | null,
): Promise<AssistantAnswer> {
  return api(
    assistantRoutes.ask,
    { query: { message, language, ...(user ? { user_id: String(user.id), user_name: user.name } : {}) } },
    { retry: 0 },
  );
}
