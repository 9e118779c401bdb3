import { Bell, BookOpen, Flag, Gift, Link2, Megaphone, ShieldAlert, TrendingUp, UserCog, Video } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page, PageHeader } from '../../ui';
import cards from '../../ui/link-cards.module.css';

// /dev (admins): the developer pages that exist. Spec §2: developer areas are named by their path only, so
// nothing in the site's navigation leads here.

export default function DevIndexPage() {
  const { t } = useTranslation('dev');
  const entries = [
    { to: '/dev/video-management', icon: Video, title: t('index.videos'), text: t('index.videosText'), external: false },
    { to: '/dev/gaming-services', icon: Link2, title: t('index.services'), text: t('index.servicesText'), external: false },
    { to: '/dev/giveaways', icon: Gift, title: t('index.giveaways'), text: t('index.giveawaysText'), external: false },
    { to: '/dev/game-updates', icon: Megaphone, title: t('index.updates'), text: t('index.updatesText'), external: false },
    { to: '/dev/trend-games', icon: TrendingUp, title: t('index.trends'), text: t('index.trendsText'), external: false },
    { to: '/dev/notifications', icon: Bell, title: t('index.notifications'), text: t('index.notificationsText'), external: false },
    { to: '/admin/reports', icon: ShieldAlert, title: t('index.reports'), text: t('index.reportsText'), external: false },
    { to: '/admin/users', icon: UserCog, title: t('index.users'), text: t('index.usersText'), external: false },
    { to: '/admin/feature-flags', icon: Flag, title: t('index.flags'), text: t('index.flagsText'), external: false },
    { to: '/api/docs', icon: BookOpen, title: t('index.apiDocs'), text: t('index.apiDocsText'), external: true },
  ];
  return (
    <Page testId="dev-index">
      <PageHeader eyebrow={t('eyebrow')} title={t('index.title')} lead={t('index.lead')} />
      <ul className={cards.links}>
        {entries.map(({ to, icon: Icon, title, text, external }) => (
          <li key={to}>
            {external ? (
              <a href={to} className={cards.linkCard}>
                <span className={cards.linkTitle}>
                  <Icon aria-hidden="true" size={20} />
                  {title}
                </span>
                <span className={cards.linkText}>{text}</span>
              </a>
            ) : (
              <Link to={to} className={cards.linkCard}>
                <span className={cards.linkTitle}>
                  <Icon aria-hidden="true" size={20} />
                  {title}
                </span>
                <span className={cards.linkText}>{text}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </Page>
  );
}
