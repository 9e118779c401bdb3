import { CircleCheck, Clock, Landmark, ShieldCheck } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RichText } from '../i18n/RichText';
import { EMAIL_MAX } from '../../common/constants';
import { checkEmail } from '../../common/rules/validation';
import { useSendContactMessage } from '../features/contact/queries';
import { fieldErrorsOf, formErrorOf } from '../features/forms/errors';
import { RecaptchaNotice } from '../features/recaptcha/RecaptchaNotice';
import { recaptchaUnavailableText, useRecaptcha } from '../features/recaptcha/recaptcha';
import { useSessionStore } from '../features/session/store';
import { Button, Card, Page, PageHeader, TextArea, TextField } from '../ui';
import styles from './contact.module.css';

// The same limits as the contact contract (common/contract/contact.ts).
const LIMITS = {
  name: { min: 2, max: 100 },
  subject: { min: 3, max: 200 },
  message: { min: 10, max: 5000 },
} as const;

type Field = 'name' | 'email' | 'subject' | 'message';
type Values = Record<Field, string>;
type Errors = Partial<Record<Field | 'form', string>>;

/** /contact_us: a working contact form (POST /api/contact) with validation, success and error states. */
export default function ContactPage() {
  const { t } = useTranslation(['contact', 'common']);
  const user = useSessionStore((state) => state.user);
  const recaptcha = useRecaptcha('contact');
  const send = useSendContactMessage();
  const [values, setValues] = useState<Values>({
    name: user?.name ?? '',
    email: user?.email ?? '',
    subject: '',
    message: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const successRef = useRef<HTMLHeadingElement>(null);

  const validate = (input: Values): Errors => {
    const result: Errors = {};
    const name = input.name.trim();
    if (name.length < LIMITS.name.min) result.name = t('errors.name', { count: LIMITS.name.min });
    const emailRule = checkEmail(input.email.trim());
    if (emailRule) result.email = t(`common:validation.${emailRule}`);
    if (input.subject.trim().length < LIMITS.subject.min) result.subject = t('errors.subject', { count: LIMITS.subject.min });
    if (input.message.trim().length < LIMITS.message.min) result.message = t('errors.message', { count: LIMITS.message.min });
    return result;
  };

  const update = (field: Field) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (errors[field]) setErrors({ ...errors, [field]: validate(next)[field] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['name', 'email', 'subject', 'message'] as const).find((field) => found[field]);
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    setBusy(true);
    let token: string | undefined;
    try {
      token = await recaptcha.token();
      const answer = await send.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        ...(token ? { recaptcha_token: token } : {}),
      });
      setSent(answer.message || t('success.text'));
      requestAnimationFrame(() => successRef.current?.focus());
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const next: Errors = {};
      for (const field of ['name', 'email', 'subject', 'message'] as const) if (fields[field]) next[field] = fields[field];
      if (Object.keys(next).length === 0) {
        next.form = (token && recaptchaUnavailableText(error)) || formErrorOf(error, t('errors.failed'));
      }
      setErrors(next);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page>
      <PageHeader title={t('title')} lead={t('lead')} />
      <div className={styles.layout}>
        <Card>
          {sent ? (
            <div className={styles.success} data-testid="contact-success">
              <span className={styles.successIcon} aria-hidden="true">
                <CircleCheck />
              </span>
              <h2 ref={successRef} tabIndex={-1} className={styles.successTitle}>
                {t('success.title')}
              </h2>
              <p className={styles.successText} role="status">
                {sent}
              </p>
              <Button
                variant="secondary"
                onClick={() => {
                  setSent(null);
                  setValues({ ...values, subject: '', message: '' });
                }}
              >
                {t('success.another')}
              </Button>
            </div>
          ) : (
            <form ref={formRef} className={styles.form} onSubmit={submit} noValidate aria-describedby="contact-privacy">
              <div className={styles.row}>
                <TextField
                  label={t('fields.name')}
                  name="name"
                  autoComplete="name"
                  maxLength={LIMITS.name.max}
                  value={values.name}
                  onChange={update('name')}
                  error={errors.name}
                  required
                />
                <TextField
                  label={t('fields.email')}
                  name="email"
                  type="email"
                  inputMode="email"
                  autoComplete="email"
                  maxLength={EMAIL_MAX}
                  value={values.email}
                  onChange={update('email')}
                  error={errors.email}
                  required
                />
              </div>
              <TextField
                label={t('fields.subject')}
                name="subject"
                maxLength={LIMITS.subject.max}
                value={values.subject}
                onChange={update('subject')}
                error={errors.subject}
                required
              />
              <TextArea
                label={t('fields.message')}
                name="message"
                rows={7}
                maxLength={LIMITS.message.max}
                showCounter
                value={values.message}
                onChange={update('message')}
                error={errors.message}
                hint={t('fields.messageHint')}
                required
              />
              {errors.form && (
                <p className={styles.formError} role="alert" data-testid="contact-error">
                  {errors.form}
                </p>
              )}
              <div className={styles.footer}>
                <Button type="submit" loading={busy} data-testid="contact-submit">
                  {t('submit')}
                </Button>
                <p id="contact-privacy" className={styles.privacy}>
                  <RichText text={t('privacy')} components={{ policy: <Link to="/privacy" /> }} />
                </p>
              </div>
              {recaptcha.enabled && <RecaptchaNotice />}
            </form>
          )}
        </Card>
        <aside className={styles.aside} aria-labelledby="contact-aside">
          <h2 id="contact-aside" className={styles.asideTitle}>
            {t('aside.title')}
          </h2>
          <ul className={styles.asideList}>
            <li>
              <Clock aria-hidden="true" />
              <span>{t('aside.response')}</span>
            </li>
            <li>
              <ShieldCheck aria-hidden="true" />
              <span>{t('aside.safety')}</span>
            </li>
            <li>
              <Landmark aria-hidden="true" />
              <span>
                <RichText text={t('aside.imprint')} components={{ imprint: <Link to="/impressum" /> }} />
              </span>
            </li>
          </ul>
        </aside>
      </div>
    </Page>
  );
}
