import { AVATAR_MAX_BYTES } from '../../../common/constants';
import { nowIso } from '../../db';
import type { UserRow, UserUpdate } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { HttpError, validationError } from '../../http/errors';
import { sniffImageType } from '../../platform/storage';
import { isNameTaken } from '../auth/service';

export async function updateUser(deps: AppDeps, user: UserRow, changes: UserUpdate): Promise<UserRow> {
  if (changes.name !== undefined && changes.name !== user.name && (await isNameTaken(deps, changes.name, user.id))) {
    throw validationError('name', 'nameTaken');
  }
  if (Object.keys(changes).length === 0) return user;
  return deps.db
    .updateTable('users')
    .set({ ...changes, updated_at: nowIso() })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Stores a new avatar (type decided by the bytes) and removes the old file once the row points to the new one. */
export async function replaceAvatar(deps: AppDeps, user: UserRow, bytes: Uint8Array): Promise<UserRow> {
  if (bytes.byteLength === 0) throw validationError('image', 'imageRequired');
  if (bytes.byteLength > AVATAR_MAX_BYTES) throw new HttpError(422, 'imageTooLarge', { image: ['imageTooLarge'] });
  const type = sniffImageType(bytes);
  if (!type) throw validationError('image', 'imageType');
  const publicPath = await deps.storage.put('avatars', bytes, type.extension);
  const updated = await updateUser(deps, user, { image: publicPath });
  if (user.image?.startsWith('/media/avatars/')) await deps.storage.remove(user.image);
  return updated;
}
