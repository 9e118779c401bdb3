import { useQuery } from '@tanstack/react-query';
import { cryptoCall } from './crypto/client';
import type { DecryptFailure, WorkerCalls } from './crypto/worker-protocol';
import { useChatKeys } from './keys';
import { chatKeys, usePublicKey } from './queries';
import { previousKeysOf, useKeyTrust } from './trust';

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
/** The sender's current key, whether it is still being asked for, and keys of theirs this device trusted before. */
export type SenderKey = { key: string | null; pending: boolean; previous?: readonly string[] };

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

/**
 * The sender's public key: from what the screen knows (group members, the partner), else asked for; with the
 * keys of theirs this device trusted before a key change (trust.ts), which still verify their older messages.
 */
export function useSenderKey(senderId: number, known: Map<number, string | null>, viewerId: number): SenderKey {
  const viewerKey = useChatKeys((state) => state.publicKey);
  const previous = useKeyTrust((state) => previousKeysOf(state.entries, viewerId, senderId));
  const knownKey = known.get(senderId);
  const asked = usePublicKey(knownKey === undefined && viewerKey !== null ? senderId : null);
  if (knownKey !== undefined) return { key: knownKey, pending: false, previous };
  return { key: asked.data ?? null, pending: asked.isPending && asked.fetchStatus !== 'idle', previous };
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
    queryKey: [...chatKeys.plain(sealed?.id ?? 0, generation), senderKey.key, senderKey.previous?.length ?? 0] as const,
    queryFn: async (): Promise<Opened> => {
      const { iv, encrypted_key: encryptedKey } = sealed ?? {};
      if (!sealed || !iv || !encryptedKey) return { ok: false, reason: 'corrupt' };
      const openWith = (publicKey: string | null) =>
        open({ id: sealed.id, context, sender: { id: sealed.senderId, public_key: publicKey }, message: sealed.message, iv, encrypted_key: encryptedKey });
      const opened = await openWith(senderKey.key);
      if (opened.ok || opened.reason !== 'bad-signature') return opened;
      // Signed before the sender's key changed: a key this device trusted back then verifies it.
      for (const previous of senderKey.previous ?? []) {
        const again = await openWith(previous);
        if (again.ok) return again;
      }
      return opened;
    },
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
