import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import de from '../../../locales/de/chat.json';
import type { WorkerCalls } from './crypto/worker-protocol';
import { type Opened, type Sealed, contentOf, openedQuery } from './decrypt';

// §8: which placeholder a message that does not open shows, and that it is opened again by itself once the
// sender's key arrives or the keys are unlocked (a new generation).

const german = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], de);

describe('contentOf', () => {
  it('shows the three placeholders of §8 for their cases', () => {
    const shown = (reason: 'no-key' | 'bad-signature' | 'corrupt') => {
      const content = contentOf({ ok: false, reason });
      return content.kind === 'placeholder' ? german(content.text) : content.kind;
    };
    expect(shown('no-key')).toBe('[Verschlüsselte Nachricht]');
    expect(shown('bad-signature')).toBe('[Nachricht]');
    expect(shown('corrupt')).toBe('[Verarbeitungsfehler]');
    // A reason the worker might add later is a processing error, not a crash.
    expect(german((contentOf({ ok: false, reason: 'new' as never }) as { text: string }).text)).toBe('[Verarbeitungsfehler]');
  });

  it('shows nothing while opening and the text and files once opened', () => {
    expect(contentOf(undefined)).toEqual({ kind: 'pending' });
    const files = [{ name: 'x.png', type: 'image/png', size: 3, iv: 'aaaa' }];
    expect(contentOf({ ok: true, text: 'GG', files })).toEqual({ kind: 'opened', text: 'GG', files });
  });
});

describe('openedQuery', () => {
  const sealed: Sealed = { id: 41, message: 'c'.repeat(44), iv: 'i'.repeat(16), encrypted_key: '{"v":1}', senderId: 7 };
  const KEY = '{"v":1,"dh":"d","sig":"s"}';

  /** A worker stand-in: a message opens only with the sender's key. */
  function worker() {
    return vi.fn(async (args: WorkerCalls['decrypt']['args']): Promise<Opened> =>
      args.sender.public_key === KEY ? { ok: true, text: 'Hallo', files: [] } : { ok: false, reason: 'no-key' },
    );
  }

  it('tries again by itself when the sender’s key arrives', async () => {
    const client = new QueryClient();
    const open = worker();
    const before = openedQuery({ sealed, context: 'dm:3:7', senderKey: { key: null, pending: false }, generation: 1, ready: true }, open);
    expect(contentOf(await client.fetchQuery(before))).toEqual({ kind: 'placeholder', text: 'undecryptable.noKey' });
    // The same message with the same (missing) key is not opened twice.
    await client.fetchQuery(before);
    expect(open).toHaveBeenCalledTimes(1);

    const after = openedQuery({ sealed, context: 'dm:3:7', senderKey: { key: KEY, pending: false }, generation: 1, ready: true }, open);
    expect(after.queryKey).not.toEqual(before.queryKey);
    expect(contentOf(await client.fetchQuery(after))).toEqual({ kind: 'opened', text: 'Hallo', files: [] });
    expect(open).toHaveBeenCalledTimes(2);
    expect(open.mock.calls[1]?.[0]).toMatchObject({ id: 41, context: 'dm:3:7', sender: { id: 7, public_key: KEY } });
  });

  it('verifies a message signed before the sender’s key changed with a key this device trusted back then', async () => {
    const client = new QueryClient();
    const OLD = '{"v":1,"dh":"old","sig":"old"}';
    const open = vi.fn(async (args: WorkerCalls['decrypt']['args']): Promise<Opened> =>
      args.sender.public_key === OLD ? { ok: true, text: 'Von damals', files: [] } : { ok: false, reason: 'bad-signature' },
    );
    const withoutHistory = openedQuery({ sealed, context: 'dm:3:7', senderKey: { key: KEY, pending: false }, generation: 1, ready: true }, open);
    expect(contentOf(await client.fetchQuery(withoutHistory))).toEqual({ kind: 'placeholder', text: 'undecryptable.unverified' });
    const withHistory = openedQuery(
      { sealed, context: 'dm:3:7', senderKey: { key: KEY, pending: false, previous: ['{"v":1,"dh":"x","sig":"x"}', OLD] }, generation: 1, ready: true },
      open,
    );
    expect(withHistory.queryKey).not.toEqual(withoutHistory.queryKey);
    expect(contentOf(await client.fetchQuery(withHistory))).toEqual({ kind: 'opened', text: 'Von damals', files: [] });
    expect(open.mock.calls.map((call) => call[0].sender.public_key)).toEqual([KEY, KEY, '{"v":1,"dh":"x","sig":"x"}', OLD]);
    // Other failures are not retried with older keys.
    const corrupt = vi.fn(async (): Promise<Opened> => ({ ok: false, reason: 'corrupt' }));
    const broken = openedQuery({ sealed: { ...sealed, id: 42 }, context: 'dm:3:7', senderKey: { key: KEY, pending: false, previous: [OLD] }, generation: 1, ready: true }, corrupt);
    expect(contentOf(await client.fetchQuery(broken))).toEqual({ kind: 'placeholder', text: 'undecryptable.error' });
    expect(corrupt).toHaveBeenCalledTimes(1);
  });

  it('tries again after an unlock (new key generation) and waits while the key is being asked for or locked', async () => {
    const pending = openedQuery({ sealed, context: 'group:5', senderKey: { key: null, pending: true }, generation: 1, ready: true });
    expect(pending.enabled).toBe(false);
    expect(openedQuery({ sealed, context: 'group:5', senderKey: { key: KEY, pending: false }, generation: 0, ready: false }).enabled).toBe(false);
    expect(openedQuery({ sealed: null, context: 'group:5', senderKey: { key: KEY, pending: false }, generation: 1, ready: true }).enabled).toBe(false);
    const first = openedQuery({ sealed, context: 'group:5', senderKey: { key: KEY, pending: false }, generation: 1, ready: true });
    const unlocked = openedQuery({ sealed, context: 'group:5', senderKey: { key: KEY, pending: false }, generation: 2, ready: true });
    expect(first.enabled).toBe(true);
    expect(unlocked.queryKey).not.toEqual(first.queryKey);
    // The retry button invalidates ['chat', 'plain', id]: every generation and key of this message.
    expect(first.queryKey.slice(0, 3)).toEqual(['chat', 'plain', 41]);
  });

  it('calls a message without nonce or envelope a processing error without asking the worker', async () => {
    const open = worker();
    const query = openedQuery({ sealed: { ...sealed, iv: null }, context: 'dm:3:7', senderKey: { key: KEY, pending: false }, generation: 1, ready: true }, open);
    expect(contentOf(await new QueryClient().fetchQuery(query))).toEqual({ kind: 'placeholder', text: 'undecryptable.error' });
    expect(open).not.toHaveBeenCalled();
  });
});
