// POST /api/verify-recaptcha: answered as disabled without a secret; with RECAPTCHA_SECRET the real
// verification request goes to RECAPTCHA_VERIFY_URL, here a small local siteverify server.
import { type IncomingMessage, type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestServer, startTestServer } from './support/server';

const SECRET = 'test-recaptcha-secret';

interface SiteverifyCall {
  method: string;
  contentType: string | undefined;
  form: Record<string, string>;
}

/** Answers like Google's siteverify: success only for the secret it knows and the token "gutes-token". */
function startSiteverify(): Promise<{ server: Server; url: string; calls: SiteverifyCall[]; mode: { value: 'normal' | 'error' | 'garbage' } }> {
  const calls: SiteverifyCall[] = [];
  const mode = { value: 'normal' as 'normal' | 'error' | 'garbage' };
  const server = createServer(async (request: IncomingMessage, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const form = Object.fromEntries(new URLSearchParams(raw));
    calls.push({ method: request.method ?? '', contentType: request.headers['content-type'], form });
    if (mode.value === 'error') {
      response.writeHead(500).end('kaputt');
      return;
    }
    response.writeHead(200, { 'Content-Type': 'application/json' });
    if (mode.value === 'garbage') {
      response.end('<html>');
      return;
    }
    const success = form.secret === SECRET && form.response === 'gutes-token';
    response.end(JSON.stringify(success ? { success: true, score: 0.9, hostname: '127.0.0.1' } : { success: false, 'error-codes': ['invalid-input-response'] }));
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, url: `http://127.0.0.1:${port}/recaptcha/api/siteverify`, calls, mode });
    });
  });
}

describe('without RECAPTCHA_SECRET', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 200 {success:true, enabled:false}', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/verify-recaptcha', { token: 'irgendwas' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, enabled: false });
  });

  it('still validates the payload: 422 without token, 419 without CSRF header', async () => {
    const client = server.client();
    await client.csrf();
    const missing = await client.post('/api/verify-recaptcha', {});
    expect(missing.status).toBe(422);
    expect(missing.body).toEqual({ message: 'Dieses Feld ist erforderlich.', errors: { token: ['Dieses Feld ist erforderlich.'] } });
    const empty = await client.post('/api/verify-recaptcha', { token: '' });
    expect(empty.status).toBe(422);
    expect(Object.keys(empty.body.errors)).toEqual(['token']);
    const noCsrf = await client.post('/api/verify-recaptcha', { token: 'x' }, { xsrf: false });
    expect(noCsrf.status).toBe(419);
  });
});

describe('with RECAPTCHA_SECRET and a local siteverify endpoint', () => {
  let server: TestServer;
  let siteverify: Awaited<ReturnType<typeof startSiteverify>>;

  beforeAll(async () => {
    siteverify = await startSiteverify();
    server = await startTestServer({ seed: false, env: { RECAPTCHA_SECRET: SECRET, RECAPTCHA_VERIFY_URL: siteverify.url } });
  });
  afterAll(async () => {
    await server?.close();
    await new Promise<void>((resolve) => siteverify?.server.close(() => resolve()));
  });

  it('200 {success:true, enabled:true, score} when the endpoint confirms the token', async () => {
    const client = server.client();
    await client.csrf();
    siteverify.calls.length = 0;
    const response = await client.post('/api/verify-recaptcha', { token: 'gutes-token' });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ success: true, enabled: true, score: 0.9 });
    expect(siteverify.calls).toEqual([
      {
        method: 'POST',
        contentType: expect.stringContaining('application/x-www-form-urlencoded'),
        form: { secret: SECRET, response: 'gutes-token', remoteip: '127.0.0.1' },
      },
    ]);
  });

  it('422 {success:false} when the endpoint rejects the token', async () => {
    const client = server.client();
    await client.csrf();
    const response = await client.post('/api/verify-recaptcha', { token: 'schlechtes-token' });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({ success: false, enabled: true, message: 'Die Sicherheitsprüfung ist fehlgeschlagen.' });
  });

  it('fails closed (422) when the endpoint errors or answers garbage', async () => {
    const client = server.client();
    await client.csrf();
    try {
      siteverify.mode.value = 'error';
      const error = await client.post('/api/verify-recaptcha', { token: 'gutes-token' });
      expect(error.status).toBe(422);
      expect(error.body.success).toBe(false);
      siteverify.mode.value = 'garbage';
      const garbage = await client.post('/api/verify-recaptcha', { token: 'gutes-token' });
      expect(garbage.status).toBe(422);
      expect(garbage.body.success).toBe(false);
    } finally {
      siteverify.mode.value = 'normal';
    }
  });
});
