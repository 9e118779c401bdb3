import { Download, HeartPulse, Link2, Play, RefreshCw, ScanSearch } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppConfigQuery } from '../features/app-config/queries';
import { Button, buttonClassName, Page, PageHeader, Spinner } from '../ui';
import styles from './download.module.css';

/**
 * The packages electron-builder.yml makes, per system (`npm run dist` builds those of the system it runs on).
 * The systems' names are names: the same in every language.
 */
const PLATFORMS = [
  { key: 'windows', name: 'Windows', files: '.exe' },
  { key: 'macos', name: 'macOS', files: '.dmg' },
  { key: 'linux', name: 'Linux', files: '.deb · .AppImage' },
] as const;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function Feature({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className={styles.feature}>
      <span className={styles.featureIcon} aria-hidden="true">
        {icon}
      </span>
      <span>
        <strong className={styles.featureTitle}>{title}</strong> {children}
      </span>
    </li>
  );
}

/**
 * /download: the desktop launcher on our own origin. What it does (electron/: spielraum:// links, Steam and
 * linked programs, starting with a confirmation, sessions reported to the well-being goals), the systems it is
 * packaged for, the installation's published download (LAUNCHER_DOWNLOAD_URL through /api/app-config) or, when
 * there is none, that plainly, and always how `npm run dist` builds it.
 */
export default function DownloadPage() {
  const { t } = useTranslation('wellbeing');
  const config = useAppConfigQuery();
  const url = config.data?.launcherDownloadUrl ?? null;
  const host = url ? hostOf(url) : null;

  return (
    <Page testId="download-page">
      <PageHeader title={t('launcher.downloadPage.title')} lead={t('launcher.downloadPage.lead')} />

      <section className={styles.section} aria-labelledby="download-get">
        <h2 id="download-get" className={styles.heading}>
          {t('launcher.downloadPage.get.title')}
        </h2>
        {config.isPending && <Spinner label={t('launcher.downloadPage.get.loading')} showLabel size="sm" />}
        {config.isError && (
          <div className={styles.problem} role="alert">
            <p>{t('launcher.downloadPage.get.failed')}</p>
            <Button variant="secondary" size="sm" icon={<RefreshCw />} onClick={() => void config.refetch()}>
              {t('actions.retry')}
            </Button>
          </div>
        )}
        {config.data && url && (
          <div className={styles.get}>
            <a className={buttonClassName({ size: 'lg' })} href={url} rel="noopener" data-testid="launcher-download-link">
              <Download aria-hidden="true" className={styles.buttonIcon} />
              {t('launcher.install.download')}
            </a>
            <p className={styles.muted}>{t('launcher.downloadPage.get.from', { host })}</p>
          </div>
        )}
        {config.data && !url && (
          <p className={styles.none} data-testid="launcher-download-none">
            {t('launcher.downloadPage.get.none')}
          </p>
        )}
        <ul className={styles.platforms} aria-label={t('launcher.downloadPage.platforms.label')}>
          {PLATFORMS.map((platform) => (
            <li key={platform.key} className={styles.platform} data-testid={`platform-${platform.key}`}>
              <strong>{platform.name}</strong>
              <span>{t(`launcher.downloadPage.platforms.${platform.key}.detail`)}</span>
              <code className={styles.files}>{platform.files}</code>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="download-what">
        <h2 id="download-what" className={styles.heading}>
          {t('launcher.downloadPage.what.title')}
        </h2>
        <ul className={styles.features}>
          <Feature icon={<Link2 />} title={t('launcher.downloadPage.what.linksTitle')}>
            {t('launcher.downloadPage.what.links')}
          </Feature>
          <Feature icon={<ScanSearch />} title={t('launcher.downloadPage.what.findsTitle')}>
            {t('launcher.downloadPage.what.finds')}
          </Feature>
          <Feature icon={<Play />} title={t('launcher.downloadPage.what.startsTitle')}>
            {t('launcher.downloadPage.what.starts')}
          </Feature>
          <Feature icon={<HeartPulse />} title={t('launcher.downloadPage.what.reportsTitle')}>
            {t('launcher.downloadPage.what.reports')} <Link to="/settings/wellbeing">{t('launcher.install.goalsLink')}</Link>
          </Feature>
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="download-build" data-testid="launcher-build">
        <h2 id="download-build" className={styles.heading}>
          {t('launcher.downloadPage.build.title')}
        </h2>
        <p>{t('launcher.downloadPage.build.intro')}</p>
        <ol className={styles.steps}>
          <li>
            {t('launcher.downloadPage.build.install')}
            <pre className={styles.code}>
              <code>npm ci</code>
            </pre>
          </li>
          <li>
            {t('launcher.downloadPage.build.dist')}
            <pre className={styles.code}>
              <code>npm run dist</code>
            </pre>
          </li>
          <li>{t('launcher.downloadPage.build.output')}</li>
        </ol>
        <p className={styles.muted}>{t('launcher.downloadPage.build.network')}</p>
        <p className={styles.muted}>{t('launcher.downloadPage.build.operators', { variable: 'LAUNCHER_DOWNLOAD_URL' })}</p>
      </section>
    </Page>
  );
}
