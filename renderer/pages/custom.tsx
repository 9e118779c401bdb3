import { useTranslation } from 'react-i18next';
import { PosterGrid } from '../features/posts/components/PosterGrid';
import { useCustomPosts } from '../features/posts/queries';
import { Page, PageHeader } from '../ui';

/** /custom: the list admins assemble (GET /api/customPosts). */
export default function CustomPage() {
  const { t } = useTranslation('feed');
  const custom = useCustomPosts();
  return (
    <Page testId="custom-page">
      <PageHeader title={t('custom.title')} lead={t('custom.lead')} />
      <PosterGrid
        posts={custom.data ?? []}
        pending={custom.isPending}
        error={custom.isError}
        empty={t('custom.empty')}
        onRetry={() => void custom.refetch()}
      />
    </Page>
  );
}
