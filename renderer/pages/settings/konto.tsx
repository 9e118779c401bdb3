import { ImageUp, Trash2 } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SessionUser } from '../../../common/contract/auth';
import { AVATAR_MAX_BYTES, BIO_MAX, GENDERS, type Gender, PASSWORD_MAX, USERNAME_MAX } from '../../../common/constants';
import { checkPassword, checkPasswordConfirmation, checkUsername } from '../../../common/rules/validation';
import { useChangePassword, useUpdateBirthdate, useUpdateGender, useUpdateUser, useUpdateUserImage } from '../../features/auth/queries';
import { fieldErrorsOf, formErrorOf, statusOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { Avatar, Button, Card, Page, PageHeader, Select, TextArea, TextField } from '../../ui';
import { AppearanceChoice, LanguageSelect } from './Preferences';
import styles from './settings.module.css';

type Outcome = { ok: boolean; text: string } | null;

function OutcomeText({ outcome, testId }: { outcome: Outcome; testId?: string }) {
  if (!outcome) return null;
  return (
    <p className={outcome.ok ? styles.ok : styles.fail} role={outcome.ok ? 'status' : 'alert'} data-testid={testId}>
      {outcome.text}
    </p>
  );
}

function useUser(): SessionUser {
  // The route guard guarantees a user; the fallback keeps types honest during logout.
  return useSessionStore((state) => state.user) as SessionUser;
}

const ACCEPTED_IMAGES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'];

function AvatarSection() {
  const { t } = useTranslation('settings');
  const user = useUser();
  const setUser = useSessionStore((state) => state.setUser);
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const updateUserImage = useUpdateUserImage();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const id = useId();

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const choose = (chosen: File | undefined) => {
    setOutcome(null);
    if (!chosen) return;
    if (!ACCEPTED_IMAGES.includes(chosen.type)) {
      setOutcome({ ok: false, text: t('avatar.wrongType') });
      return;
    }
    if (chosen.size > AVATAR_MAX_BYTES) {
      setOutcome({ ok: false, text: t('avatar.tooLarge', { mb: AVATAR_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    setBusy(true);
    setOutcome(null);
    try {
      setUser(await updateUserImage.mutateAsync(file));
      setFile(null);
      if (inputRef.current) inputRef.current.value = '';
      setOutcome({ ok: true, text: t('avatar.saved') });
    } catch (error) {
      setOutcome({ ok: false, text: fieldErrorsOf(error).image ?? formErrorOf(error, t('avatar.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.avatarRow}>
      <Avatar src={preview ?? user.image} name={user.name} size="lg" alt={preview ? t('avatar.previewAlt') : t('avatar.currentAlt')} />
      <div className={styles.avatarActions}>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept={ACCEPTED_IMAGES.join(',')}
          className={styles.fileInput}
          aria-label={t('avatar.choose')}
          aria-describedby={`${id}-hint`}
          onChange={(event) => choose(event.target.files?.[0])}
          data-testid="avatar-input"
          tabIndex={-1}
        />
        <div className={styles.avatarButtons}>
          <Button variant="secondary" size="sm" icon={<ImageUp />} onClick={() => inputRef.current?.click()}>
            {t('avatar.choose')}
          </Button>
          {file && (
            <>
              <Button size="sm" loading={busy} onClick={() => void upload()} data-testid="avatar-upload">
                {t('avatar.upload')}
              </Button>
              <Button
                variant="ghost"
                size="sm"
                icon={<Trash2 />}
                onClick={() => {
                  setFile(null);
                  if (inputRef.current) inputRef.current.value = '';
                }}
              >
                {t('avatar.discard')}
              </Button>
            </>
          )}
        </div>
        <p id={`${id}-hint`} className={styles.hint}>
          {file ? t('avatar.previewHint', { name: file.name }) : t('avatar.hint', { mb: AVATAR_MAX_BYTES / 1024 / 1024 })}
        </p>
        <OutcomeText outcome={outcome} testId="avatar-outcome" />
      </div>
    </div>
  );
}

function ProfileForm() {
  const { t } = useTranslation(['settings', 'common']);
  const user = useUser();
  const setUser = useSessionStore((state) => state.setUser);
  const [name, setName] = useState(user.name);
  const [bio, setBio] = useState(user.bio ?? '');
  const [errors, setErrors] = useState<{ name?: string; bio?: string }>({});
  const [busy, setBusy] = useState(false);
  const updateUser = useUpdateUser();
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const nameRule = checkUsername(name);
    if (nameRule) {
      setErrors({ name: t(`common:validation.${nameRule}`) });
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      setUser(await updateUser.mutateAsync({ name: name.trim(), bio: bio.trim() }));
      setOutcome({ ok: true, text: t('profile.saved') });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors({ ...(fields.name ? { name: fields.name } : {}), ...(fields.bio ? { bio: fields.bio } : {}) });
      if (!fields.name && !fields.bio) setOutcome({ ok: false, text: formErrorOf(error, t('profile.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('profile.name')}
        value={name}
        maxLength={USERNAME_MAX}
        autoComplete="nickname"
        onChange={(event) => setName(event.target.value)}
        error={errors.name}
        hint={t('profile.nameHint')}
        data-testid="profile-name"
      />
      <TextArea
        label={t('profile.bio')}
        value={bio}
        maxLength={BIO_MAX}
        showCounter
        rows={4}
        onChange={(event) => setBio(event.target.value)}
        error={errors.bio}
        placeholder={t('profile.bioPlaceholder')}
        optionalLabel={t('common:forms.optional')}
      />
      <div className={styles.formFooter}>
        <Button type="submit" loading={busy}>
          {t('profile.save')}
        </Button>
        <OutcomeText outcome={outcome} testId="profile-outcome" />
      </div>
    </form>
  );
}

function PersonalForm() {
  const { t } = useTranslation(['settings', 'common']);
  const user = useUser();
  const setUser = useSessionStore((state) => state.setUser);
  const [birthdate, setBirthdate] = useState(user.birthdate?.slice(0, 10) ?? '');
  const [gender, setGender] = useState<string>(user.gender ?? '');
  const [birthdateError, setBirthdateError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const updateBirthdate = useUpdateBirthdate();
  const updateGender = useUpdateGender();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const today = new Date().toISOString().slice(0, 10);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    setBirthdateError(undefined);
    const birthdateChanged = birthdate !== (user.birthdate?.slice(0, 10) ?? '');
    const genderChanged = gender !== (user.gender ?? '');
    if (birthdateChanged) {
      const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate);
      if (!match || birthdate > today) {
        setBirthdateError(t('personal.invalidDate'));
        return;
      }
    }
    setBusy(true);
    try {
      let latest = user;
      if (birthdateChanged) {
        const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
        latest = await updateBirthdate.mutateAsync({ year, month, day });
      }
      if (genderChanged && (GENDERS as readonly string[]).includes(gender)) {
        latest = await updateGender.mutateAsync(gender as Gender);
      }
      setUser(latest);
      setOutcome({ ok: true, text: t('personal.saved') });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const dateError = fields.day ?? fields.year ?? fields.month;
      if (dateError) setBirthdateError(dateError);
      else setOutcome({ ok: false, text: fields.gender ?? formErrorOf(error, t('personal.failed')) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField
          label={t('personal.birthdate')}
          type="date"
          max={today}
          min="1900-01-01"
          value={birthdate}
          onChange={(event) => setBirthdate(event.target.value)}
          error={birthdateError}
          hint={t('personal.birthdateHint')}
        />
        <Select
          label={t('personal.gender')}
          value={gender}
          placeholder={gender ? undefined : t('personal.genderPlaceholder')}
          options={GENDERS.map((value) => ({ value, label: t(`personal.genders.${value}`) }))}
          onChange={(event) => setGender(event.target.value)}
        />
      </div>
      <div className={styles.formFooter}>
        <Button type="submit" loading={busy}>
          {t('personal.save')}
        </Button>
        <OutcomeText outcome={outcome} />
      </div>
    </form>
  );
}

/** Spec §5 password change, with its exact messages. */
function PasswordForm() {
  const { t } = useTranslation(['settings', 'common']);
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<{ old?: string; new?: string; confirm?: string }>({});
  const [busy, setBusy] = useState(false);
  const changePassword = useChangePassword();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const email = useSessionStore((state) => state.user?.email ?? '');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setOutcome(null);
    const newRule = checkPassword(newPassword);
    const confirmRule = checkPasswordConfirmation(newPassword, confirmation);
    const next = {
      ...(oldPassword ? {} : { old: t('common:validation.required') }),
      ...(newRule ? { new: t(`common:validation.${newRule}`) } : {}),
      ...(!newRule && confirmRule ? { confirm: t(`common:validation.${confirmRule}`) } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    setBusy(true);
    try {
      await changePassword.mutateAsync({ old_password: oldPassword, new_password: newPassword });
      setOldPassword('');
      setNewPassword('');
      setConfirmation('');
      setOutcome({ ok: true, text: t('password.success') });
    } catch (error) {
      const status = statusOf(error);
      const text =
        status === 422 ? t('password.tooShort') : status === 403 ? t('password.wrongOld') : t('password.failed');
      setOutcome({ ok: false, text });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('password.old')}
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX}
        value={oldPassword}
        onChange={(event) => setOldPassword(event.target.value)}
        error={errors.old}
        // Without the old password the way is a mailed link, as when signed out.
        hint={
          <Link to="/forgot-password" state={{ email }} data-testid="password-forgot">
            {t('password.forgot')}
          </Link>
        }
        data-testid="password-old"
      />
      <div className={styles.row}>
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
          error={errors.new}
          hint={t('password.newHint')}
          data-testid="password-new"
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX}
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={errors.confirm}
          data-testid="password-confirm"
        />
      </div>
      <div className={styles.formFooter}>
        <Button type="submit" loading={busy} data-testid="password-submit">
          {t('password.submit')}
        </Button>
        <OutcomeText outcome={outcome} testId="password-outcome" />
      </div>
    </form>
  );
}

function Section({ id, title, lead, children }: { id: string; title: string; lead?: string; children: React.ReactNode }) {
  return (
    <Card as="section" className={styles.section} aria-labelledby={`${id}-title`} id={id}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`} className={styles.h2}>
          {title}
        </h2>
        {lead && <p className={styles.sectionLead}>{lead}</p>}
      </div>
      {children}
    </Card>
  );
}

/** /settings/konto [auth]: profile, picture, language and appearance, personal details, password. */
export default function AccountSettingsPage() {
  const { t } = useTranslation('settings');
  const email = useSessionStore((state) => state.user?.email);
  return (
    <Page>
      <PageHeader title={t('konto.title')} lead={t('konto.lead', { email })} />
      <div className={styles.sections}>
        <Section id="profil" title={t('profile.title')} lead={t('profile.lead')}>
          <AvatarSection />
          <ProfileForm />
        </Section>
        <Section id="darstellung" title={t('preferences.title')} lead={t('preferences.leadUser')}>
          <LanguageSelect />
          <AppearanceChoice />
        </Section>
        <Section id="angaben" title={t('personal.title')} lead={t('personal.lead')}>
          <PersonalForm />
        </Section>
        <Section id="passwort" title={t('password.title')} lead={t('password.lead')}>
          <PasswordForm />
        </Section>
        <Section id="loeschen" title={t('konto.deleteTitle')} lead={t('konto.deleteLead')}>
          <div>
            <Link to="/settings/konto-delete">{t('konto.deleteLink')}</Link>
          </div>
        </Section>
      </div>
    </Page>
  );
}
