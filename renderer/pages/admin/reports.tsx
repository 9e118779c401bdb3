import { Ban, CircleSlash, Inbox, MessageSquare, MessagesSquare, SquarePlay, Trash2, UserRound, X } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type AdminReport, type HandleReportRequest, REPORT_STATUSES } from '../../../common/contract/reports';
import { SuspendDialog } from '../../features/admin/components/SuspendDialog';
import { confirm } from '../../features/confirm/store';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { type ReportStatus, useHandleReport, useReportQueue } from '../../features/reports/queries';
import { useToastStore } from '../../features/toasts/store';
import { formatDate, useLocale } from '../../features/wellbeing/format';
import { Avatar, Button, Page, PageHeader, Select, Spinner } from '../../ui';
import styles from './moderation.module.css';

// /admin/reports (admins): the report queue with the reported content, and the three decisions: dismiss,
// remove the content, suspend the account. One decision closes every open report of the same target.

export default function AdminReportsPage() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useState<ReportStatus>('open');
  const queue = useReportQueue(status);
  const reports = queue.data?.pages.flatMap((page) => page.reports) ?? [];

  return (
    <Page testId="admin-reports">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('reports.title')}
        lead={t('reports.lead')}
        actions={<Link to="/admin/users">{t('reports.toUsers')}</Link>}
      />
      <div className={styles.toolbar}>
        <Select
          label={t('reports.statusLabel')}
          value={status}
          onChange={(event) => setStatus(event.target.value as ReportStatus)}
          options={REPORT_STATUSES.map((value) => ({ value, label: t(`reports.status.${value}`) }))}
          data-testid="report-status"
        />
      </div>
      {queue.isPending && <Spinner center label={t('loading')} />}
      {queue.isError && (
        <div className={styles.state} role="alert">
          <p>{formErrorOf(queue.error, t('reports.loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void queue.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {queue.isSuccess && reports.length === 0 && (
        <div className={styles.empty} data-testid="reports-empty">
          <Inbox size={40} aria-hidden="true" />
          <p>{status === 'open' ? t('reports.emptyOpen') : t('reports.empty')}</p>
        </div>
      )}
      {reports.length > 0 && (
        <ul className={styles.list} aria-label={t('reports.listLabel', { count: reports.length })}>
          {reports.map((report) => (
            <ReportCard key={report.id} report={report} />
          ))}
        </ul>
      )}
      {queue.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" loading={queue.isFetchingNextPage} onClick={() => void queue.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </Page>
  );
}

const TARGET_ICONS = { post: SquarePlay, comment: MessageSquare, user: UserRound, forum_post: MessagesSquare } as const;

function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const { t: tr } = useTranslation('reports');
  const locale = useLocale();
  const handle = useHandleReport();
  const showToast = useToastStore((state) => state.show);
  const [suspending, setSuspending] = useState(false);
  const Icon = TARGET_ICONS[report.target_type];
  const { post, comment, profile, forum_post: forumPost } = report.content;
  const gone = !post && !comment && !profile && !forumPost;
  const target = report.target_user;
  const headingId = `report-${report.id}-title`;

  type Outcome = 'dismiss' | 'hide' | 'delete' | 'removeComment' | 'removeProfile' | 'removeForumPost' | 'suspend';
  const decide = (decision: HandleReportRequest, outcome: Outcome) =>
    handle.mutate(
      { id: report.id, decision },
      {
        onSuccess: ({ closed }) => {
          setSuspending(false);
          // Toast messages are i18n keys, translated with their values by the toast view.
          showToast({ message: `admin:reports.done.${outcome}`, values: { count: closed, name: target.name }, type: 'success' });
        },
        onError: (error) => {
          if (decision.action === 'suspend' && fieldErrorsOf(error).suspension_reason) return;
          showToast({ message: formErrorOf(error, t('reports.failed')), type: 'error' });
        },
      },
    );

  const ask = async (key: Exclude<Outcome, 'suspend'>, decision: HandleReportRequest) => {
    const ok = await confirm({
      title: t(`reports.confirm.${key}.title`),
      message: t(`reports.confirm.${key}.message`, { name: target.name }),
      confirmLabel: t(`reports.confirm.${key}.button`),
      cancelLabel: t('reports.cancel'),
      tone: key === 'dismiss' ? 'default' : 'danger',
    });
    if (ok) decide(decision, key);
  };

  return (
    <li className={styles.card} data-testid="report-card" data-report-id={report.id} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <Icon size={20} aria-hidden="true" />
        <h2 id={headingId} className={styles.cardTitle}>
          {t(`reports.target.${report.target_type}`)} · {tr(`reasons.${report.reason}.label`)}
        </h2>
        {report.open_reports > 1 && <span className={styles.badge}>{t('reports.openCount', { count: report.open_reports })}</span>}
        <time className={styles.muted} dateTime={report.created_at}>
          {formatDate(locale, report.created_at)}
        </time>
      </div>

      <p className={styles.people}>
        {t('reports.reportedBy', { name: report.reporter.name || t('reports.unknown') })}
        {' · '}
        {t('reports.account', { name: target.name || t('reports.unknown') })}
        {target.role !== 'user' && <span className={styles.badge}>{t(`users.roles.${target.role}`)}</span>}
        {target.suspended && <span className={`${styles.badge} ${styles.danger}`}>{t('users.suspendedBadge')}</span>}
      </p>
      {report.details && <blockquote className={styles.details} dir="auto">{report.details}</blockquote>}

      <div className={styles.content} data-testid="report-content">
        {post && (
          <div className={styles.post}>
            {post.poster ? <img className={styles.poster} src={post.poster} alt="" /> : <span className={styles.poster} />}
            <div className={styles.postText}>
              <Link to={`/post/${post.id}`} className={styles.contentTitle} dir="auto">
                {post.title}
              </Link>
              {post.text && (
                <p className={styles.clamp} dir="auto">
                  {post.text}
                </p>
              )}
              {post.hidden && <span className={styles.badge}>{t('reports.hidden')}</span>}
            </div>
          </div>
        )}
        {comment && (
          <div>
            <p className={styles.quote} dir="auto">
              {comment.text}
            </p>
            <Link to={`/post/${comment.post_id}`}>{t('reports.toPost')}</Link>
          </div>
        )}
        {profile && (
          <div className={styles.post}>
            <Avatar src={profile.image} name={profile.name} size="md" />
            <div className={styles.postText}>
              <Link to={`/profile/${profile.id}`} className={styles.contentTitle}>
                {profile.name}
              </Link>
              <p className={styles.clamp} dir="auto">
                {profile.bio ?? t('reports.noBio')}
              </p>
            </div>
          </div>
        )}
        {forumPost && (
          <div>
            <p className={styles.quote} dir="auto">
              {forumPost.text}
            </p>
            <Link to={`/foren/${forumPost.forum_id}`}>{t('reports.toForum', { title: forumPost.forum_title })}</Link>
          </div>
        )}
        {gone && <p className={styles.muted}>{t('reports.gone')}</p>}
      </div>

      {report.status === 'open' ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" disabled={handle.isPending} onClick={() => void ask('dismiss', { action: 'dismiss' })} data-testid="report-dismiss">
            <X size={16} aria-hidden="true" />
            {t('reports.actions.dismiss')}
          </Button>
          {post && !post.hidden && (
            <Button variant="secondary" size="sm" disabled={handle.isPending} onClick={() => void ask('hide', { action: 'remove', removal: 'hide' })} data-testid="report-hide">
              <CircleSlash size={16} aria-hidden="true" />
              {t('reports.actions.hide')}
            </Button>
          )}
          {post && (
            <Button variant="danger" size="sm" disabled={handle.isPending} onClick={() => void ask('delete', { action: 'remove', removal: 'delete' })} data-testid="report-delete">
              <Trash2 size={16} aria-hidden="true" />
              {t('reports.actions.delete')}
            </Button>
          )}
          {comment && (
            <Button variant="danger" size="sm" disabled={handle.isPending} onClick={() => void ask('removeComment', { action: 'remove' })} data-testid="report-delete">
              <Trash2 size={16} aria-hidden="true" />
              {t('reports.actions.removeComment')}
            </Button>
          )}
          {forumPost && (
            <Button variant="danger" size="sm" disabled={handle.isPending} onClick={() => void ask('removeForumPost', { action: 'remove' })} data-testid="report-delete">
              <Trash2 size={16} aria-hidden="true" />
              {t('reports.actions.removeForumPost')}
            </Button>
          )}
          {profile && (
            <Button variant="danger" size="sm" disabled={handle.isPending} onClick={() => void ask('removeProfile', { action: 'remove' })} data-testid="report-delete">
              <Trash2 size={16} aria-hidden="true" />
              {t('reports.actions.removeProfile')}
            </Button>
          )}
          {target.role !== 'admin' && !target.suspended && (
            <Button variant="danger" size="sm" disabled={handle.isPending} onClick={() => setSuspending(true)} data-testid="report-suspend">
              <Ban size={16} aria-hidden="true" />
              {t('reports.actions.suspend')}
            </Button>
          )}
        </div>
      ) : (
        <p className={styles.muted} data-testid="report-outcome">
          {t(`reports.outcome.${report.status}`, { name: report.handled_by?.name ?? t('reports.unknown') })}
          {report.handled_at && ` · ${formatDate(locale, report.handled_at)}`}
        </p>
      )}
      {suspending && (
        <SuspendDialog
          open
          name={target.name}
          pending={handle.isPending}
          error={handle.error ? fieldErrorsOf(handle.error).suspension_reason : undefined}
          onClose={() => setSuspending(false)}
          onConfirm={(reason) => decide({ action: 'suspend', suspension_reason: reason }, 'suspend')}
        />
      )}
    </li>
  );
}
