import { type FormEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ROLES, type Role } from '../../../common/constants';
import type { AdminUser, FilteredUsersQuery } from '../../../common/contract/admin';
import { SuspendDialog } from '../../features/admin/components/SuspendDialog';
import { type UserChange, useChangeUser, useFilteredUsers, useSignUps } from '../../features/admin/queries';
import { confirm } from '../../features/confirm/store';
import { fieldErrorsOf, formErrorOf } from '../../features/forms/errors';
import { useSessionStore } from '../../features/session/store';
import { useToastStore } from '../../features/toasts/store';
import { formatDate, formatDay, useLocale } from '../../features/wellbeing/format';
import { Avatar, Button, Page, PageHeader, Select, Spinner, TextField } from '../../ui';
import styles from './moderation.module.css';

// /admin/users (admins): sign-ups per day over a chosen period, and the user list with filters (name or
// e-mail, role, verified, suspended, created from/to), role changes and suspension.

const SignUpsChart = lazy(() => import('../../features/admin/components/SignUpsChart'));
const PERIODS = [7, 30, 90, 365] as const;

export default function AdminUsersPage() {
  const { t } = useTranslation('admin');
  return (
    <Page testId="admin-users">
      <PageHeader
        eyebrow={t('eyebrow')}
        title={t('users.title')}
        lead={t('users.lead')}
        actions={<Link to="/admin/reports">{t('users.toReports')}</Link>}
      />
      <div className={styles.sections}>
        <SignUps />
        <Users />
      </div>
    </Page>
  );
}

function SignUps() {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const [days, setDays] = useState<number>(30);
  const signUps = useSignUps(days);
  const data = signUps.data;
  const peak = data?.days.reduce<{ date: string; count: number } | null>((best, day) => (day.count > (best?.count ?? 0) ? day : best), null);
  const summary = data
    ? [
        t('users.signUps.total', { count: data.total, days }),
        peak ? t('users.signUps.peak', { day: formatDay(locale, peak.date, 'long'), count: peak.count }) : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <section className={styles.section} aria-labelledby="signups-title">
      <div className={styles.sectionHead}>
        <h2 id="signups-title" className={styles.sectionTitle}>
          {t('users.signUps.title')}
        </h2>
        <Select
          label={t('users.signUps.period')}
          value={String(days)}
          onChange={(event) => setDays(Number(event.target.value))}
          options={PERIODS.map((value) => ({ value: String(value), label: t('users.signUps.days', { count: value }) }))}
          data-testid="signups-period"
        />
      </div>
      {signUps.isPending && <Spinner center label={t('loading')} />}
      {signUps.isError && (
        <div className={styles.state} role="alert">
          <p>{formErrorOf(signUps.error, t('users.signUps.loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void signUps.refetch()}>
            {t('retry')}
          </Button>
        </div>
      )}
      {data && (
        <figure className={styles.figure}>
          <figcaption className={styles.caption}>
            <span className={styles.chartTitle}>{t('users.signUps.chartTitle', { count: days })}</span>
            <span className={styles.summary} data-testid="signups-summary">
              {summary}
            </span>
          </figcaption>
          <Suspense fallback={<Spinner center label={t('loading')} />}>
            <SignUpsChart days={data.days} name={t('users.signUps.series')} className={styles.chart} />
          </Suspense>
        </figure>
      )}
    </section>
  );
}

interface FilterForm {
  q: string;
  role: string;
  verified: string;
  suspended: string;
  from: string;
  to: string;
}

const EMPTY_FILTER: FilterForm = { q: '', role: '', verified: '', suspended: '', from: '', to: '' };

function toQuery(form: FilterForm): FilteredUsersQuery {
  const query: FilteredUsersQuery = {};
  if (form.q.trim()) query.q = form.q.trim();
  if (form.role) query.role = form.role as Role;
  if (form.verified) query.verified = form.verified as 'yes' | 'no';
  if (form.suspended) query.suspended = form.suspended as 'yes' | 'no';
  if (form.from) query.from = form.from;
  if (form.to) query.to = form.to;
  return query;
}

function Users() {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<FilterForm>(EMPTY_FILTER);
  const [filter, setFilter] = useState<FilteredUsersQuery>({});
  const users = useFilteredUsers(filter);
  const list = users.data?.pages.flatMap((page) => page.users) ?? [];
  const fieldErrors = fieldErrorsOf(users.error);
  const set = (field: keyof FilterForm) => (event: { target: { value: string } }) => setForm({ ...form, [field]: event.target.value });
  const yesNo = [
    { value: '', label: t('users.filters.any') },
    { value: 'yes', label: t('users.filters.yes') },
    { value: 'no', label: t('users.filters.no') },
  ];

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setFilter(toQuery(form));
  };

  return (
    <section className={styles.section} aria-labelledby="users-title">
      <h2 id="users-title" className={styles.sectionTitle}>
        {t('users.listTitle')}
      </h2>
      <form className={styles.filters} onSubmit={apply} role="search" aria-label={t('users.filters.label')} data-testid="user-filters">
        <TextField label={t('users.filters.q')} type="search" value={form.q} onChange={set('q')} maxLength={100} error={fieldErrors.q} data-testid="filter-q" />
        <Select
          label={t('users.filters.role')}
          value={form.role}
          onChange={set('role')}
          options={[{ value: '', label: t('users.filters.any') }, ...ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))]}
        />
        <Select label={t('users.filters.verified')} value={form.verified} onChange={set('verified')} options={yesNo} />
        <Select label={t('users.filters.suspended')} value={form.suspended} onChange={set('suspended')} options={yesNo} data-testid="filter-suspended" />
        <TextField label={t('users.filters.from')} type="date" value={form.from} onChange={set('from')} error={fieldErrors.from} />
        <TextField label={t('users.filters.to')} type="date" value={form.to} onChange={set('to')} error={fieldErrors.to} />
        <div className={styles.filterActions}>
          <Button type="submit" data-testid="filter-apply">
            {t('users.filters.apply')}
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setForm(EMPTY_FILTER);
              setFilter({});
            }}
          >
            {t('users.filters.reset')}
          </Button>
        </div>
      </form>
      {users.isPending && <Spinner center label={t('loading')} />}
      {users.isError && (
        <div className={styles.state} role="alert">
          <p>{formErrorOf(users.error, t('users.loadFailed'))}</p>
        </div>
      )}
      {users.isSuccess && list.length === 0 && (
        <div className={styles.empty} data-testid="users-empty">
          <p>{t('users.empty')}</p>
        </div>
      )}
      {list.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="users-table">
            <caption>{t('users.caption', { count: list.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.columns.name')}</th>
                <th scope="col">{t('users.columns.email')}</th>
                <th scope="col">{t('users.columns.role')}</th>
                <th scope="col">{t('users.columns.verified')}</th>
                <th scope="col">{t('users.columns.created')}</th>
                <th scope="col">{t('users.columns.status')}</th>
                <th scope="col">{t('users.columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((user) => (
                <UserRow key={user.id} user={user} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.hasNextPage && (
        <div className={styles.more}>
          <Button variant="secondary" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
            {t('loadMore')}
          </Button>
        </div>
      )}
    </section>
  );
}

function UserRow({ user }: { user: AdminUser }) {
  const { t } = useTranslation('admin');
  const locale = useLocale();
  const me = useSessionStore((state) => state.user?.id ?? null);
  const change = useChangeUser();
  const showToast = useToastStore((state) => state.show);
  const [suspending, setSuspending] = useState(false);
  // The role picked in the select while its confirmation is open; cancelling shows the stored role again.
  const [pickedRole, setPickedRole] = useState<Role | null>(null);
  const self = user.id === me;

  const run = (next: UserChange, done: string) =>
    change.mutate(
      { id: user.id, change: next },
      {
        onSettled: () => setPickedRole(null),
        onSuccess: () => {
          setSuspending(false);
          showToast({ message: done, values: { name: user.name }, type: 'success' });
        },
        onError: (error) => {
          if (next.kind === 'suspend' && fieldErrorsOf(error).reason) return;
          showToast({ message: formErrorOf(error, t('users.failed')), type: 'error' });
        },
      },
    );

  const changeRole = async (role: Role) => {
    setPickedRole(role);
    const ok = await confirm({
      title: t('users.roleConfirm.title'),
      message: t('users.roleConfirm.message', { name: user.name, role: t(`users.roles.${role}`) }),
      confirmLabel: t('users.roleConfirm.button'),
      cancelLabel: t('reports.cancel'),
    });
    if (ok) run({ kind: 'role', role }, 'admin:users.done.role');
    else setPickedRole(null);
  };

  const unsuspend = async () => {
    const ok = await confirm({
      title: t('users.unsuspendConfirm.title'),
      message: t('users.unsuspendConfirm.message', { name: user.name }),
      confirmLabel: t('users.unsuspendConfirm.button'),
      cancelLabel: t('reports.cancel'),
    });
    if (ok) run({ kind: 'unsuspend' }, 'admin:users.done.unsuspend');
  };

  return (
    <tr data-testid="user-row" data-user-id={user.id}>
      <th scope="row">
        <span className={styles.userCell}>
          <Avatar src={user.image} name={user.name} size="sm" />
          <Link to={`/profile/${user.id}`}>{user.name}</Link>
        </span>
      </th>
      <td className={styles.email}>{user.email}</td>
      <td>
        <Select
          className={styles.roleSelect}
          hideLabel
          label={t('users.roleLabel', { name: user.name })}
          value={pickedRole ?? user.role}
          disabled={self || change.isPending}
          onChange={(event) => void changeRole(event.target.value as Role)}
          options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
          data-testid="user-role"
        />
      </td>
      <td>{user.verified ? t('users.filters.yes') : t('users.filters.no')}</td>
      <td>
        <time dateTime={user.created_at}>{formatDate(locale, user.created_at)}</time>
      </td>
      <td data-testid="user-status">
        {user.suspended ? (
          <>
            <span className={`${styles.badge} ${styles.danger}`}>{t('users.suspendedBadge')}</span>
            {user.suspension_reason && (
              <span className={styles.reason} dir="auto">
                {user.suspension_reason}
              </span>
            )}
          </>
        ) : user.deleted ? (
          <span className={styles.badge}>{t('users.deletedBadge')}</span>
        ) : (
          t('users.active')
        )}
      </td>
      <td>
        {user.suspended ? (
          <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => void unsuspend()} data-testid="user-unsuspend">
            {t('users.unsuspend')}
          </Button>
        ) : (
          !self &&
          user.role !== 'admin' && (
            <Button size="sm" variant="secondary" disabled={change.isPending} onClick={() => setSuspending(true)} data-testid="user-suspend">
              {t('users.suspend')}
            </Button>
          )
        )}
        {suspending && (
          <SuspendDialog
            open
            name={user.name}
            pending={change.isPending}
            error={change.error ? fieldErrorsOf(change.error).reason : undefined}
            onClose={() => setSuspending(false)}
            onConfirm={(reason) => run({ kind: 'suspend', reason }, 'admin:users.done.suspend')}
          />
        )}
      </td>
    </tr>
  );
}
