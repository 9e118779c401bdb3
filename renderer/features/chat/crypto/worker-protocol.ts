// The calls the page makes to the crypto worker, with their answers. Bytes travel as ArrayBuffers (transferred).

export interface WorkerFile {
  name: string;
  type: string;
  bytes: ArrayBuffer;
}

export type DecryptFailure = 'no-key' | 'bad-signature' | 'corrupt';

export interface WorkerCalls {
  /** Loads the device's keys for this account; 'stale' when they are not the ones the server has. */
  load: { args: { userId: number; serverPublicKey: string | null }; result: 'ready' | 'missing' | 'stale' };
  /** New keys (also "forgot my passphrase"): the public bundle and the backup under the passphrase. */
  setup: { args: { userId: number; passphrase: string }; result: { public_key: string; key_backup: string } };
  /** Opens the backup with the passphrase on this device; false for a wrong passphrase. */
  restore: { args: { userId: number; backup: string; passphrase: string; publicKey: string }; result: boolean };
  forget: { args: { userId: number }; result: true };
  encrypt: {
    args: { context: string; readers: { id: number; public_key: string }[]; text: string; files: WorkerFile[] };
    result: { message: string; iv: string; encrypted_key: string; files: ArrayBuffer[] };
  };
  decrypt: {
    args: { id: number; context: string; sender: { id: number; public_key: string | null }; message: string; iv: string; encrypted_key: string };
    result: { ok: true; text: string; files: { name: string; type: string; size: number; iv: string }[] } | { ok: false; reason: DecryptFailure };
  };
  decryptFile: { args: { id: number; context: string; index: number; iv: string; bytes: ArrayBuffer }; result: ArrayBuffer };
  safetyNumber: { args: { me: { id: number; public_key: string }; other: { id: number; public_key: string } }; result: string };
}

export type WorkerCall = keyof WorkerCalls;
export interface WorkerRequest<K extends WorkerCall = WorkerCall> {
  id: number;
  call: K;
  args: WorkerCalls[K]['args'];
}
export type WorkerResponse = { id: number; result: unknown } | { id: number; error: string };
