import { Camera } from 'lucide-react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { AVATAR_MAX_BYTES, BIO_MAX, USERNAME_MAX } from '../../../../common/constants';
import { checkUsername } from '../../../../common/rules/validation';
import { useUpdateUser, useUpdateUserImage } from '../../auth/queries';
import { Avatar, Button, Dialog, TextArea, TextField } from '../../../ui';
import { fieldErrorsOf, formErrorOf } from '../../forms/errors';
import { useSessionStore } from '../../session/store';
import { profileKeys } from '../queries';
import styles from './profile.module.css';

const ACCEPTED_IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

type Errors = { name?: string; bio?: string; image?: string; form?: string };

/** "Profil bearbeiten" on one's own profile: name, bio and avatar (PATCH /api/update-user, POST /api/update-user-image). */
export function EditProfileDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(['people', 'common']);
  const user = useSessionStore((state) => state.user);
  const setUser = useSessionStore((state) => state.setUser);
  const client = useQueryClient();
  const id = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [bio, setBio] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const updateUser = useUpdateUser();
  const updateUserImage = useUpdateUserImage();

  // A layout effect: filled before the dialog paints, so nothing typed at once is overwritten (a plain effect may
  // run only after the next paint).
  useLayoutEffect(() => {
    if (!open || !user) return;
    setName(user.name);
    setBio(user.bio ?? '');
    setFile(null);
    setErrors({});
    // Only when the dialog opens: typing must not be overwritten by a refreshed session user.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  if (!user) return null;

  const choose = (chosen: File | undefined) => {
    setErrors((current) => ({ ...current, image: undefined }));
    if (!chosen) return;
    if (!ACCEPTED_IMAGES.includes(chosen.type)) {
      setErrors((current) => ({ ...current, image: t('edit.imageWrongType') }));
      return;
    }
    if (chosen.size > AVATAR_MAX_BYTES) {
      setErrors((current) => ({ ...current, image: t('edit.imageTooLarge', { mb: AVATAR_MAX_BYTES / 1024 / 1024 }) }));
      return;
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const nameRule = checkUsername(name);
    if (nameRule) {
      setErrors({ name: t(`common:validation.${nameRule}`) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      let next = user;
      if (name.trim() !== user.name || bio.trim() !== (user.bio ?? '')) next = await updateUser.mutateAsync({ name: name.trim(), bio: bio.trim() });
      if (file) next = await updateUserImage.mutateAsync(file);
      setUser(next);
      await client.invalidateQueries({ queryKey: profileKeys.of(user.id) });
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const known = fields.name || fields.bio || fields.image;
      setErrors({
        ...(fields.name ? { name: fields.name } : {}),
        ...(fields.bio ? { bio: fields.bio } : {}),
        ...(fields.image ? { image: fields.image } : {}),
        ...(known ? {} : { form: formErrorOf(error, t('edit.failed')) }),
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('edit.title')}
      closeLabel={t('common:actions.close')}
      testId="edit-profile-dialog"
    >
      <form className={styles.editForm} onSubmit={submit} noValidate>
        <div className={styles.editAvatar}>
          <Avatar src={preview ?? user.image} name={name || user.name} size="lg" ringColor={user.profile_border} alt={preview ? t('edit.previewAlt') : ''} />
          <div className={styles.editAvatarActions}>
            <input
              ref={fileRef}
              id={`${id}-file`}
              type="file"
              accept={ACCEPTED_IMAGES.join(',')}
              className={styles.fileInput}
              aria-label={t('edit.image')}
              onChange={(event) => choose(event.target.files?.[0])}
              tabIndex={-1}
              data-testid="edit-profile-image"
            />
            <Button variant="secondary" size="sm" icon={<Camera />} onClick={() => fileRef.current?.click()}>
              {t('edit.image')}
            </Button>
            <p className={styles.hint}>{file ? file.name : t('edit.imageHint', { mb: AVATAR_MAX_BYTES / 1024 / 1024 })}</p>
            {errors.image && (
              <p className={styles.fail} role="alert">
                {errors.image}
              </p>
            )}
          </div>
        </div>
        <TextField
          label={t('edit.name')}
          value={name}
          maxLength={USERNAME_MAX}
          autoComplete="nickname"
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          data-testid="edit-profile-name"
        />
        <TextArea
          label={t('edit.bio')}
          value={bio}
          maxLength={BIO_MAX}
          showCounter
          rows={4}
          onChange={(event) => setBio(event.target.value)}
          error={errors.bio}
          placeholder={t('edit.bioPlaceholder')}
          optionalLabel={t('common:forms.optional')}
          data-testid="edit-profile-bio"
        />
        {errors.form && (
          <p className={styles.fail} role="alert">
            {errors.form}
          </p>
        )}
        <div className={styles.editFooter}>
          <Button variant="secondary" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button type="submit" loading={busy} data-testid="edit-profile-save">
            {t('edit.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
