import { AVATAR_MAX_BYTES } from '../../../common/constants';
import { nowIso } from '../../db';
import type { UserRow, UserUpdate } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, validationError } from '../../http/errors';
import { reencodeImage } from '../../platform/images';
import { sniffImageType } from '../../platform/storage';
import { isNameTaken } from '../auth/service';

export async function updateUser(deps: AppDeps, user: UserRow, changes: UserUpdate): Promise<UserRow> {
  if (changes.name !== undefined && changes.name !== user.name && (await isNameTaken(deps, changes.name, user.id))) {
    throw validationError('name', 'nameTaken');
  }
  if (Object.keys(changes).length === 0) return user;
  const updated = await deps.db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Name and picture show wherever the account is listed (friends, requests, posts, comments).
  if (changes.name !== undefined || changes.image !== undefined) await deps.events.publish({ type: 'account.changed', userId: user.id, kind: 'profile' });
  return updated;
}

/** Largest side of a stored avatar: sharp on a 3x screen at the largest avatar size, and a few dozen kB. */
export const AVATAR_MAX_SIDE = 512;

/**
 * Stores a new avatar and removes the old file once the row points to the new one. The type is decided by
 * the bytes (PNG, JPEG, GIF, WebP), then the picture is re-encoded as WebP of at most 512 × 512 without
 * any metadata (no EXIF position or camera serial reaches other users); what does not decode is refused
 * like a wrong type.
 */
export async function replaceAvatar(deps: AppDeps, user: UserRow, bytes: Uint8Array): Promise<UserRow> {
  if (bytes.byteLength === 0) throw validationError('image', 'imageRequired');
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new HttpError(422, 'imageTooLarge', { image: ['imageTooLarge'] });
  if (!sniffImageType(bytes)) throw validationError('image', 'imageType');
  const image = await reencodeImage(bytes, AVATAR_MAX_SIDE);
  if (!image) throw validationError('image', 'imageType');
  const publicPath = await deps.storage.put('avatars', image.bytes, image);
  const updated = await updateUser(deps, user, { image: publicPath });
  if (user.image?.startsWith('/media/avatars/')) await deps.storage.remove(user.image);
  return updated;
}
