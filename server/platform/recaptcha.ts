import type { RecaptchaConfig } from '../config';

/**
 * The answer of one check. `unavailable`: the verification service could not be asked or gave no usable answer
 * (also a rejected secret, which only the operator can fix); the caller must not let anyone through on it.
 */
export type RecaptchaResult =
  | { success: true; score?: number }
  | { success: false; reason: 'rejected' | 'unavailable'; score?: number };

export interface RecaptchaVerifier {
  readonly enabled: boolean;
  /** The public key for the renderer; null when reCAPTCHA is off. */
  readonly siteKey: string | null;
  /** `action`: the reCAPTCHA v3 action the token must have been made for (checked when the answer names one). */
  verify(token: string, remoteIp: string | null, action?: string): Promise<RecaptchaResult>;
}

// Google's error codes that mean our request was wrong, not the visitor's token.
const OPERATOR_ERRORS = new Set(['missing-input-secret', 'invalid-input-secret', 'bad-request']);

interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  hostname?: unknown;
  'error-codes'?: unknown;
}

/** Real verification against the configured endpoint when a secret is set; otherwise answered as disabled. */
export function createRecaptchaVerifier(config: RecaptchaConfig | null): RecaptchaVerifier {
  if (!config) {
    return { enabled: false, siteKey: null, verify: async () => ({ success: true }) };
  }
  const unavailable = (detail: string): RecaptchaResult => {
    console.error(`[recaptcha] Prüfung nicht möglich: ${detail}`);
    return { success: false, reason: 'unavailable' };
  };
  return {
    enabled: true,
    siteKey: config.siteKey,
    async verify(token, remoteIp, action) {
      const body = new URLSearchParams({ secret: config.secret, response: token });
      if (remoteIp) body.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetch(config.verifyUrl, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
        if (!response.ok) return unavailable(`HTTP ${response.status}`);
        answer = (await response.json()) as SiteverifyAnswer;
      } catch (error) {
        return unavailable(error instanceof Error ? error.message : String(error));
      }
      if (typeof answer !== 'object' || answer === null || typeof answer.success !== 'boolean') {
        return unavailable('Antwort ohne success');
      }
      const score = typeof answer.score === 'number' ? answer.score : undefined;
      const withScore = score !== undefined ? { score } : {};
      if (!answer.success) {
        const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].map(String) : [];
        const operatorError = codes.find((code) => OPERATOR_ERRORS.has(code));
        if (operatorError) return unavailable(operatorError);
        return { success: false, reason: 'rejected', ...withScore };
      }
      // Google's own advice: a token solved on another site, made for another form or scored like a bot is no pass.
      if (config.hostname !== null && answer.hostname !== config.hostname) {
        return { success: false, reason: 'rejected', ...withScore };
      }
      if (action !== undefined && typeof answer.action === 'string' && answer.action !== action) {
        return { success: false, reason: 'rejected', ...withScore };
      }
      if (score !== undefined && score < config.minScore) return { success: false, reason: 'rejected', score };
      return { success: true, ...withScore };
    },
  };
}
