import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BROADCAST_MESSAGE_MAX, BROADCAST_SEGMENTS, BROADCAST_TITLE_MAX, type BroadcastSegment } from '../../../common/contract/notifications';
import { fieldErrorsOf } from '../../features/forms/errors';
import styles from '../../features/notifications/components/notifications.module.css';
import { NotificationIcon } from '../../features/notifications/components/NotificationIcon';
import { useBroadcastPreview, useSendBroadcast } from '../../features/notifications/queries';
import { useToastStore } from '../../features/toasts/store';
import { Button, PageHeader, Select, TextArea, TextField } from '../../ui';

/** /dev/notifications (admins): a system notification to everyone or a segment, previewed as it will show. */
export default function DevNotificationsPage() {
  const { t } = useTranslation('notifications');
  const [segment, setSegment] = useState<BroadcastSegment>('all');
  const [title, setTitle] = useState('');
  const [message, setMessage] = useState('');
  const [link, setLink] = useState('');
  const preview = useBroadcastPreview(segment);
  const send = useSendBroadcast(t('dev.failed'));
  const show = useToastStore((state) => state.show);
  const errors = send.error ? fieldErrorsOf(send.error) : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate(
      { segment, title, message, link: link.trim() ? link.trim() : null },
      {
        onSuccess: (answer) => {
          show({ type: 'success', message: t('dev.sent', { count: answer.recipients }) });
          setTitle('');
          setMessage('');
          setLink('');
        },
      },
    );
  };
  return (
    <>
      <PageHeader title={t('dev.title')} lead={t('dev.intro')} />
      <form onSubmit={submit} className={styles.settings} data-testid="broadcast-form">
        <Select
          label={t('dev.segment')}
          value={segment}
          onChange={(event) => setSegment(event.target.value as BroadcastSegment)}
          options={BROADCAST_SEGMENTS.map((value) => ({ value, label: t(`dev.segments.${value}`) }))}
          hint={preview.data ? t('dev.recipients', { count: preview.data.recipients }) : undefined}
          data-testid="broadcast-segment"
        />
        <TextField label={t('dev.titleLabel')} value={title} maxLength={BROADCAST_TITLE_MAX} required onChange={(event) => setTitle(event.target.value)} error={errors.title} />
        <TextArea label={t('dev.message')} value={message} maxLength={BROADCAST_MESSAGE_MAX} required onChange={(event) => setMessage(event.target.value)} error={errors.message} />
        <TextField label={t('dev.link')} hint={t('dev.linkHint')} value={link} onChange={(event) => setLink(event.target.value)} error={errors.link} />
        <section aria-label={t('dev.preview')}>
          <h2>{t('dev.preview')}</h2>
          {/* React renders these as text: what the admin writes is never HTML. */}
          <div className={styles.preview} data-testid="broadcast-preview">
            <span className={styles.icon}>
              <NotificationIcon type="system" />
            </span>{' '}
            <strong>{title}</strong>
            <br />
            {message}
          </div>
        </section>
        <p>
          <Button type="submit" disabled={send.isPending || !title.trim() || !message.trim()} data-testid="broadcast-send">
            {t('dev.send')}
          </Button>
        </p>
      </form>
    </>
  );
}
