import { useTranslation } from 'react-i18next';
import { FeedView } from '../features/posts/components/FeedView';
import { useDocumentTitle } from '../ui';

/** /explore for everyone: the same feed; visitors see „Für dich“ only. */
export default function ExplorePage() {
  const { t } = useTranslation('feed');
  useDocumentTitle(t('exploreTitle'));
  return (
    <>
      <h1 className="visually-hidden">{t('exploreTitle')}</h1>
      <FeedView label={t('feedLabel')} />
    </>
  );
}
