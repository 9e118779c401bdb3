import { userRoutes as contract } from '../../../common/contract/users';
import type { AppDeps } from '../../deps';
import { HttpError } from '../../http/errors';
import { currentUser } from '../../http/guards';
import { pickServerLanguage } from '../../http/messages';
import { implement } from '../../http/route';
import { toSessionUser } from './serialize';
import { replaceAvatar, updateUser } from './service';

export function userRoutes(deps: AppDeps) {
  const answerUser = async (user: Awaited<ReturnType<typeof updateUser>>) => ({
    status: 200 as const,
    body: { user: await toSessionUser(deps, user) },
  });
  return [
    implement(contract.updateUser, async ({ body }, c) =>
      answerUser(
        await updateUser(deps, currentUser(c), {
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.bio !== undefined ? { bio: body.bio === '' ? null : body.bio } : {}),
        }),
      ),
    ),
    implement(contract.updateLanguage, async ({ body }, c) => {
      const user = await updateUser(deps, currentUser(c), { language: body.language });
      c.set('language', pickServerLanguage(body.language, undefined));
      return answerUser(user);
    }),
    implement(contract.updateApperance, async ({ body }, c) =>
      answerUser(await updateUser(deps, currentUser(c), { apperance: body.apperance })),
    ),
    implement(contract.updateBirthdate, async ({ body: { year, month, day } }, c) => {
      const birthdate = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
      return answerUser(await updateUser(deps, currentUser(c), { birthdate }));
    }),
    implement(contract.updateGender, async ({ body }, c) =>
      answerUser(await updateUser(deps, currentUser(c), { gender: body.gender })),
    ),
    implement(
      contract.updateUserImage,
      async ({ body }, c) => {
        const user = await replaceAvatar(deps, currentUser(c), new Uint8Array(await body.image.arrayBuffer()));
        return { status: 200, body: { user: await toSessionUser(deps, user), image: user.image } };
      },
      // The unread rest of a refused upload would leave the keep-alive connection undefined: close it.
      { tooLarge: () => new HttpError(413, 'imageTooLarge', { image: ['imageTooLarge'] }, { Connection: 'close' }) },
    ),
  ];
}
