import { useTranslation } from 'react-i18next';
import { FeedView } from '../features/posts/components/FeedView';
import { useDocumentTitle } from '../ui';

/** / for signed-in users: the vertical feed („Für dich“ and „Folge ich“). */
export default function FeedPage() {
  const { t } = useTranslation('feed');
  useDocumentTitle(t('homeTitle'));
  return (
    <>
      <h1 className="visually-hidden">{t('homeTitle')}</h1>
      <FeedView label={t('feedLabel')} />
    </>
  );
}
