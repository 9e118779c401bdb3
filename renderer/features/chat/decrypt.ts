import { useQuery } from '@tanstack/react-query';
import { cryptoCall } from './crypto/client';
import type { DecryptFailure, WorkerCalls } from './crypto/worker-protocol';
import { useChatKeys } from './keys';
import { chatKeys, usePublicKey } from './queries';

// Opening a message in the crypto worker, once per message and key generation (an unlock tries again), and what
// the screen shows for it.

export interface Sealed {
  id: number;
  message: string;
  iv: string | null;
  encrypted_key: string | null;
  senderId: number;
}

export type Opened = WorkerCalls['decrypt']['result'];
export type SenderKey = { key: string | null; pending: boolean };

/** §8: the placeholder shown for a message that does not open, by why it did not. */
export const FAILURE_TEXT = {
  /** Not wrapped for this device's key, or the key that would open it is missing: "[Verschlüsselte Nachricht]". */
  'no-key': 'undecryptable.noKey',
  /** The sender's signature does not verify: "[Nachricht]". */
  'bad-signature': 'undecryptable.unverified',
  /** Anything else (broken envelope, tampered ciphertext): "[Verarbeitungsfehler]". */
  corrupt: 'undecryptable.error',
} as const satisfies Record<DecryptFailure, string>;

export type BubbleContent =
  | { kind: 'pending' }
  | { kind: 'opened'; text: string; files: Extract<Opened, { ok: true }>['files'] }
  | { kind: 'placeholder'; text: (typeof FAILURE_TEXT)[DecryptFailure] };

/** What a message shows: nothing yet, its text and files, or the placeholder for its failure (with "try again"). */
export function contentOf(opened: Opened | undefined): BubbleContent {
  if (!opened) return { kind: 'pending' };
  if (opened.ok) return { kind: 'opened', text: opened.text, files: opened.files };
  return { kind: 'placeholder', text: FAILURE_TEXT[opened.reason] ?? FAILURE_TEXT.corrupt };
}

/** The sender's public key: from what the screen knows (group members, the partner), else asked for. */
export function useSenderKey(senderId: number, known: Map<number, string | null>): SenderKey {
  const viewerKey = useChatKeys((state) => state.publicKey);
  const knownKey = known.get(senderId);
  const asked = usePublicKey(knownKey === undefined && viewerKey !== null ? senderId : null);
  if (knownKey !== undefined) return { key: knownKey, pending: false };
  return { key: asked.data ?? null, pending: asked.isPending && asked.fetchStatus !== 'idle' };
}

type Open = (args: WorkerCalls['decrypt']['args']) => Promise<Opened>;

/**
 * The query that opens one message. Its key holds the key generation and the sender's public key, so a message
 * that did not open is tried again by itself when the keys are unlocked or the sender's key arrives (or
 * changes); while the sender's key is still being asked for, it waits instead of failing.
 */
export function openedQuery(
  input: { sealed: Sealed | null; context: string; senderKey: SenderKey; generation: number; ready: boolean },
  open: Open = (args) => cryptoCall('decrypt', args),
) {
  const { sealed, context, senderKey, generation, ready } = input;
  return {
    queryKey: [...chatKeys.plain(sealed?.id ?? 0, generation), senderKey.key] as const,
    queryFn: (): Promise<Opened> =>
      sealed && sealed.iv && sealed.encrypted_key
        ? open({
            id: sealed.id,
            context,
            sender: { id: sealed.senderId, public_key: senderKey.key },
            message: sealed.message,
            iv: sealed.iv,
            encrypted_key: sealed.encrypted_key,
          })
        : Promise.resolve({ ok: false, reason: 'corrupt' }),
    enabled: sealed !== null && ready && !senderKey.pending,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  };
}

export function useOpened(sealed: Sealed | null, context: string, senderKey: SenderKey) {
  const status = useChatKeys((state) => state.status);
  const generation = useChatKeys((state) => state.generation);
  return useQuery(openedQuery({ sealed, context, senderKey, generation, ready: status === 'ready' }));
}
