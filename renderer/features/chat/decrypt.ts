import { useQuery } from '@tanstack/react-query';
import { cryptoCall } from './crypto/client';
import type { WorkerCalls } from './crypto/worker-protocol';
import { useChatKeys } from './keys';
import { chatKeys, usePublicKey } from './queries';

// Opening a message in the crypto worker, once per message and key generation (an unlock tries again).

export interface Sealed {
  id: number;
  message: string;
  iv: string | null;
  encrypted_key: string | null;
  senderId: number;
}

export type Opened = WorkerCalls['decrypt']['result'];

/** The sender's public key: from what the screen knows (group members, the partner), else asked for. */
export function useSenderKey(senderId: number, known: Map<number, string | null>): { key: string | null; pending: boolean } {
  const viewerKey = useChatKeys((state) => state.publicKey);
  const knownKey = known.get(senderId);
  const asked = usePublicKey(knownKey === undefined && viewerKey !== null ? senderId : null);
  if (knownKey !== undefined) return { key: knownKey, pending: false };
  return { key: asked.data ?? null, pending: asked.isPending && asked.fetchStatus !== 'idle' };
}

export function useOpened(sealed: Sealed | null, context: string, senderKey: { key: string | null; pending: boolean }) {
  const status = useChatKeys((state) => state.status);
  const generation = useChatKeys((state) => state.generation);
  return useQuery({
    queryKey: [...chatKeys.plain(sealed?.id ?? 0, generation), senderKey.key],
    queryFn: (): Promise<Opened> =>
      sealed && sealed.iv && sealed.encrypted_key
        ? cryptoCall('decrypt', {
            id: sealed.id,
            context,
            sender: { id: sealed.senderId, public_key: senderKey.key },
            message: sealed.message,
            iv: sealed.iv,
            encrypted_key: sealed.encrypted_key,
          })
        : Promise.resolve({ ok: false, reason: 'corrupt' }),
    enabled: sealed !== null && status === 'ready' && !senderKey.pending,
    staleTime: Infinity,
    gcTime: 30 * 60_000,
    retry: false,
  });
}
