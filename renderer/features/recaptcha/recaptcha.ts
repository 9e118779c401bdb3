import { useCallback, useEffect } from 'react';
import { isApiError } from '../../api/http';
import { loadAppConfig, useAppConfig } from '../app-config/use-app-config';

// Google reCAPTCHA v3 for the two forms the server protects with it (registration and contact): Google's script is
// loaded by those forms only, and only when the installation configured a site key (GET /api/app-config). Without
// one nothing of Google loads and the forms send no token.

/** The v3 actions; the server checks that a token was made for the form it arrives with. */
export type RecaptchaAction = 'register' | 'contact';

interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: RecaptchaAction }): PromiseLike<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
/** A token that takes longer is not coming (a blocked frame): the form is sent without and the server says why. */
const TOKEN_TIMEOUT_MS = 10_000;

let loading: { siteKey: string; ready: Promise<Grecaptcha> } | null = null;

/** Adds Google's script once per site key; a failed load may be tried again. */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading?.siteKey === siteKey) return loading.ready;
  const ready = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `${SCRIPT_URL}?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.dataset.recaptcha = '';
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (grecaptcha) grecaptcha.ready(() => resolve(grecaptcha));
      else reject(new Error('reCAPTCHA script loaded without grecaptcha'));
    };
    script.onerror = () => {
      script.remove();
      reject(new Error('reCAPTCHA script failed to load'));
    };
    document.head.append(script);
  });
  loading = { siteKey, ready };
  ready.catch(() => {
    if (loading?.ready === ready) loading = null;
  });
  return ready;
}

/**
 * A fresh token for one submit (they are single-use and expire after two minutes), or undefined when reCAPTCHA is
 * off or no token could be had: then the form goes out without one and the server's answer explains.
 */
export async function recaptchaToken(action: RecaptchaAction): Promise<string | undefined> {
  const siteKey = (await loadAppConfig())?.recaptchaSiteKey;
  if (!siteKey) return undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(new Error('reCAPTCHA timed out')), TOKEN_TIMEOUT_MS);
    });
    const grecaptcha = await Promise.race([loadRecaptcha(siteKey), timeout]);
    return await Promise.race([grecaptcha.execute(siteKey, { action }), timeout]);
  } catch {
    return undefined;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * For a form that needs a token: whether reCAPTCHA is on (to show Google's notice), and the token getter. Starts
 * loading Google's script when the form appears, so the submit does not wait for it.
 */
export function useRecaptcha(action: RecaptchaAction) {
  const siteKey = useAppConfig()?.recaptchaSiteKey ?? null;
  useEffect(() => {
    if (siteKey) loadRecaptcha(siteKey).catch(() => undefined);
  }, [siteKey]);
  const token = useCallback(() => recaptchaToken(action), [action]);
  return { enabled: siteKey !== null, token };
}

/** The server's text when a request with a token got 503 (reCAPTCHA unavailable); null for any other failure. */
export function recaptchaUnavailableText(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 503) return null;
  return error.body?.message?.trim() || null;
}
