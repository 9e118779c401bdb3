import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { legalDocumentQuery } from '../../features/legal/documents';
import { Card, Page, PageHeader } from '../../ui';
import styles from './legal.module.css';
import { RelatedLinks } from './RelatedLinks';
import { useLegalLanguage } from './use-legal-language';

const VERSIONS = [
  { document: 'terms', to: '/terms', current: true },
  { document: 'terms-2023-08-08', to: '/terms/archive/08.08.2023', current: false },
] as const;

function VersionCard({ version }: { version: (typeof VERSIONS)[number] }) {
  const { t } = useTranslation('legal');
  const language = useLegalLanguage();
  const query = useQuery(legalDocumentQuery(version.document, language));
  const date = query.data?.updated ?? (version.current ? '' : t('termsVersionDate'));
  return (
    <Card as="li" interactive className={styles.versionCard}>
      <div className={styles.version}>
        <div className={styles.versionText}>
          <h2 className={styles.versionTitle}>
            <Link to={version.to} className={styles.versionLink}>
              {date ? t('versionOf', { date }) : t('currentVersion')}
            </Link>
          </h2>
          {query.data && <p className={styles.muted}>{query.data.title}</p>}
        </div>
        {version.current && <span className={styles.badge}>{t('inForce')}</span>}
      </div>
    </Card>
  );
}

/** /terms/archive: every version of the terms of use, newest first. */
export default function TermsArchivePage() {
  const { t } = useTranslation('legal');
  return (
    <Page narrow>
      <PageHeader title={t('termsArchiveTitle')} lead={t('termsArchiveLead')} />
      <ul className={styles.versions}>
        {VERSIONS.map((version) => (
          <VersionCard key={version.document} version={version} />
        ))}
      </ul>
      <RelatedLinks current="/terms/archive" />
    </Page>
  );
}
