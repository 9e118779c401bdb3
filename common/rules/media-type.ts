// Image types decided by content (the first bytes), never by a file name: the server's uploads and the chat's
// decrypted attachments (which only the receiving browser can see) use the same rule.

export interface SniffedType {
  mime: string;
  extension: string;
}

export function sniffImageType(bytes: Uint8Array): SniffedType | null {
  const startsWith = (signature: number[], offset = 0) => signature.every((byte, index) => bytes[offset + index] === byte);
  if (startsWith([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mime: 'image/png', extension: 'png' };
  if (startsWith([0xff, 0xd8, 0xff])) return { mime: 'image/jpeg', extension: 'jpg' };
  if (startsWith([0x47, 0x49, 0x46, 0x38])) return { mime: 'image/gif', extension: 'gif' };
  if (startsWith([0x52, 0x49, 0x46, 0x46]) && startsWith([0x57, 0x45, 0x42, 0x50], 8)) return { mime: 'image/webp', extension: 'webp' };
  return null;
}
