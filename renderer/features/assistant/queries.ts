import { useMutation } from '@tanstack/react-query';
import { assistantRoutes } from '../../../common/contract/assistant';
import { api } from '../../api/client';

// The assistant (spec §7 GET /api/assistant): the question, the interface language and, when signed in, the
// user id and name (the server trusts its session, not these). A question is asked once (no retries): the
// panel answers a failure with its own apology.

export interface AssistantQuestion {
  message: string;
  language: string;
  user: { id: number; name: string } | null;
}

export function useAskAssistant() {
  return useMutation({
    mutationFn: ({ message, language, user }: AssistantQuestion) =>
      api(
        assistantRoutes.ask,
        { query: { message, language, ...(user ? { user_id: String(user.id), user_name: user.name } : {}) } },
        { retry: 0 },
      ),
  });
}
