import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { REDACTED, createRequestLog, redactPathForLog, requestLogger } from './request-log';

describe('redactPathForLog', () => {
  it('leaves a path without query, and harmless parameters, exactly as they came', () => {
    expect(redactPathForLog('/api/health-check')).toBe('/api/health-check');
    expect(redactPathForLog('/api/games?page=2&sort=neu&q=m%C3%BChle')).toBe('/api/games?page=2&sort=neu&q=m%C3%BChle');
    expect(redactPathForLog('/api/feed?author=mia&hashtag=speedrun')).toBe('/api/feed?author=mia&hashtag=speedrun');
  });

  it('hides the signature of a verification link but keeps id and expires', () => {
    const signature = 'a'.repeat(64);
    expect(redactPathForLog(`/api/email/verify?id=7&expires=1800000000&signature=${signature}`)).toBe(
      `/api/email/verify?id=7&expires=1800000000&signature=${REDACTED}`,
    );
  });

  it('hides OAuth codes, state and tokens of any spelling', () => {
    expect(redactPathForLog('/auth/google/callback?state=s3cr3t&code=4%2F0Adeu&scope=email')).toBe(
      `/auth/google/callback?state=${REDACTED}&code=${REDACTED}&scope=email`,
    );
    for (const name of ['token', 'access_token', 'id_token', 'refresh_token', 'resetToken', 'code_verifier', 'X-Amz-Signature', 'sig', 'api_key', 'password', 'client_secret', 'nonce', 'otp', 'session', 'JWT']) {
      expect(redactPathForLog(`/x?${name}=geheim&page=1`), name).toBe(`/x?${name}=${REDACTED}&page=1`);
    }
  });

  it('sees through a percent-encoded or plus-encoded parameter name, and keeps repeated ones hidden', () => {
    expect(redactPathForLog('/x?%73ignature=abc&signature=def&signature')).toBe(`/x?%73ignature=${REDACTED}&signature=${REDACTED}&signature`);
    expect(redactPathForLog('/x?%E0%A4%A=1&token=2')).toBe(`/x?%E0%A4%A=1&token=${REDACTED}`);
  });
});

describe('requestLogger', () => {
  it('writes one JSON line with method, redacted path, status and duration, also for a thrown error', async () => {
    const lines: string[] = [];
    const log = createRequestLog({ destination: { write: (line: string) => void lines.push(line) } });
    const app = new Hono();
    app.use(requestLogger(log));
    app.get('/ok', (c) => c.text('ok'));
    app.get('/boom', () => {
      throw new Error('kaputt');
    });
    app.onError((_error, c) => c.text('nein', 500));
    await app.request('/ok?code=abc&page=1');
    await app.request('/boom?token=xyz');
    expect(lines).toHaveLength(2);
    const [ok, boom] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(ok).toMatchObject({ level: 30, method: 'GET', url: `/ok?code=${REDACTED}&page=1`, status: 200 });
    expect(boom).toMatchObject({ method: 'GET', url: `/boom?token=${REDACTED}`, status: 500 });
    expect(typeof ok!.ms).toBe('number');
    expect(typeof ok!.time).toBe('string');
    expect(lines.every((line) => line.endsWith('\n'))).toBe(true);
    expect(lines.join('')).not.toMatch(/abc|xyz/);
  });
});
