// Writes server/seed/demo-chat-keys.json: key pairs and passphrase backups (600,000 PBKDF2 rounds) for the demo
// accounts that have encrypted conversations in the demo data. Computed once here rather than at every seed, which
// runs for every test server. Demo keys are public, like the demo passwords: never use them for real accounts.
//   npx tsx scripts/demo-chat-keys.ts
import { writeFileSync } from 'node:fs';
import { createBackup, generateIdentity, publicBundleOf } from '../common/chat/protocol';
import { DEMO_CHAT_PASSPHRASE, DEMO_CHAT_PEOPLE } from '../server/seed/chat';

const keys: Record<string, unknown> = {};
for (const name of DEMO_CHAT_PEOPLE) {
  const identity = await generateIdentity();
  keys[name] = {
    dh: await crypto.subtle.exportKey('jwk', identity.dh.privateKey),
    sig: await crypto.subtle.exportKey('jwk', identity.sig.privateKey),
    public_key: await publicBundleOf(identity),
    key_backup: await createBackup(identity, DEMO_CHAT_PASSPHRASE),
  };
}
writeFileSync('server/seed/demo-chat-keys.json', `${JSON.stringify(keys, null, 2)}\n`);
