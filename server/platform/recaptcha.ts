export interface RecaptchaVerifier {
  readonly enabled: boolean;
  verify(token: string, remoteIp: string | null): Promise<{ success: boolean; score?: number }>;
}

/** Real verification against the configured endpoint when a secret is set; otherwise answered as disabled. */
export function createRecaptchaVerifier(config: { secret: string; verifyUrl: string } | null): RecaptchaVerifier {
  if (!config) {
    return { enabled: false, verify: async () => ({ success: true }) };
  }
  return {
    enabled: true,
    async verify(token, remoteIp) {
      const body = new URLSearchParams({ secret: config.secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      try {
        const response = await fetch(config.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        if (!response.ok) return { success: false };
        const answer = (await response.json()) as { success?: unknown; score?: unknown };
        return {
          success: answer.success === true,
          ...(typeof answer.score === 'number' ? { score: answer.score } : {}),
        };
      } catch {
        return { success: false };
      }
    },
  };
}
