import { isApiError } from '../../api/http';

/** First server message per field of a 422 answer ({errors: {field: [text]}}); texts are already translated. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body?.errors) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (messages[0]) result[field] = messages[0];
  }
  return result;
}

/** Answers whose words are not for a form: a session that has ended (the session store says so itself). */
const NOT_FOR_FORMS = new Set(['unauthenticated']);

/**
 * The text to show for a failed form submit: the server's own message for a 4xx answer (already in the user's
 * language), else the given fallback (5xx, timeouts and network failures also get a toast from the HTTP layer).
 * Which answers qualify is decided by their code, never by their words.
 */
export function formErrorOf(error: unknown, fallback: string): string {
  if (isApiError(error) && typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    const message = error.body?.message;
    if (message && !NOT_FOR_FORMS.has(error.body?.code ?? '')) return message;
  }
  return fallback;
}

export function statusOf(error: unknown): number | 'timeout' | 'network' | null {
  return isApiError(error) ? error.status : null;
}
