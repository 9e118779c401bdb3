import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { AVATAR_MAX_BYTES } from '../../../common/constants';
import {
  updateApperanceRequest,
  updateBirthdateRequest,
  updateGenderRequest,
  updateLanguageRequest,
  updateUserRequest,
} from '../../../common/contract/auth';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { HttpError, validationError } from '../../http/errors';
import { currentUser, requireAuth } from '../../http/guards';
import { pickServerLanguage } from '../../http/messages';
import { readJson } from '../../http/validate';
import { toSessionUser } from './serialize';
import { replaceAvatar, updateUser } from './service';

export function userRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.use('/api/update-*', requireAuth);

  app.patch('/api/update-user', async (c) => {
    const input = await readJson(c, updateUserRequest);
    const user = await updateUser(deps, currentUser(c), {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.bio !== undefined ? { bio: input.bio === '' ? null : input.bio } : {}),
    });
    return c.json({ user: await toSessionUser(deps.db, user) });
  });

  app.patch('/api/update-language', async (c) => {
    const { language } = await readJson(c, updateLanguageRequest);
    const user = await updateUser(deps, currentUser(c), { language });
    c.set('language', pickServerLanguage(language, undefined));
    return c.json({ user: await toSessionUser(deps.db, user) });
  });

  app.patch('/api/update-apperance', async (c) => {
    const { apperance } = await readJson(c, updateApperanceRequest);
    const user = await updateUser(deps, currentUser(c), { apperance });
    return c.json({ user: await toSessionUser(deps.db, user) });
  });

  app.patch('/api/update-birthdate', async (c) => {
    const { year, month, day } = await readJson(c, updateBirthdateRequest);
    const birthdate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
    const user = await updateUser(deps, currentUser(c), { birthdate });
    return c.json({ user: await toSessionUser(deps.db, user) });
  });

  app.patch('/api/update-gender', async (c) => {
    const { gender } = await readJson(c, updateGenderRequest);
    const user = await updateUser(deps, currentUser(c), { gender });
    return c.json({ user: await toSessionUser(deps.db, user) });
  });

  app.post(
    '/api/update-user-image',
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      // Answered from Content-Length before the body is read. The unread rest of the upload would leave
      // the keep-alive connection in an undefined state (the node adapter force-closes it half a second
      // later, under the client's next request), so this answer also closes the connection.
      onError: () => {
        throw new HttpError(413, 'imageTooLarge', { image: ['imageTooLarge'] }, { Connection: 'close' });
      },
    }),
    async (c) => {
      let form: FormData;
      try {
        form = await c.req.formData();
      } catch {
        throw validationError('image', 'imageRequired');
      }
      const file = form.get('image');
      if (!(file instanceof File)) throw validationError('image', 'imageRequired');
      const user = await replaceAvatar(deps, currentUser(c), new Uint8Array(await file.arrayBuffer()));
      return c.json({ user: await toSessionUser(deps.db, user), image: user.image });
    },
  );

  return app;
}
