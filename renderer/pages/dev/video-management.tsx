import { type InfiniteData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Film, ListMinus, ListPlus, Trash2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Post, PostPage } from '../../../common/contract/posts';
import { confirm } from '../../features/confirm/store';
import { formErrorOf } from '../../features/forms/errors';
import { PostStatus } from '../../features/studio/components/PostStatus';
import {
  adminPostKeys,
  customPostsQuery,
  studioKeys,
  useAllPosts,
  useDeletePost,
  useSetCustomPosts,
  useSetPostHidden,
} from '../../features/studio/queries';
import { moveEntry, toggleId } from '../../features/studio/stats';
import { useToastStore } from '../../features/toasts/store';
import { formatDate, useLocale } from '../../features/wellbeing/format';
import { Button, IconButton, Page, PageHeader, Spinner, Switch } from '../../ui';
import styles from './dev.module.css';

// /dev/video-management (admins): every post, newest first, with keyset "Mehr laden"; hide and show, delete
// after a confirmation, and the curated list of /custom (add, remove, reorder; each change is saved at once).

type Pages = InfiniteData<PostPage, string | null>;

export default function VideoManagementPage() {
  const { t } = useTranslation('dev');
  return (
    <Page testId="video-management">
      <PageHeader eyebrow={t('eyebrow')} title={t('videos.title')} lead={t('videos.lead')} />
      <div className={styles.sections}>
        <CustomList />
        <AllPosts />
      </div>
    </Page>
  );
}

function useCustomList() {
  const queryClient = useQueryClient();
  const showToast = useToastStore((state) => state.show);
  const { t } = useTranslation('dev');
  const custom = useQuery(customPostsQuery());
  const save = useSetCustomPosts({
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: adminPostKeys.custom });
      const previous = queryClient.getQueryData<Post[]>(adminPostKeys.custom);
      // Optimistic: the order shows at once; posts not yet in the cache come from the list below.
      const known = new Map<number, Post>();
      for (const post of previous ?? []) known.set(post.id, post);
      for (const page of queryClient.getQueryData<Pages>(adminPostKeys.all)?.pages ?? [])
        for (const post of page.posts) if (!known.has(post.id)) known.set(post.id, post);
      queryClient.setQueryData<Post[]>(
        adminPostKeys.custom,
        ids.flatMap((id) => known.get(id) ?? []),
      );
      return { previous };
    },
    onSuccess: (posts) => queryClient.setQueryData(adminPostKeys.custom, posts),
    onError: (error, _ids, context) => {
      queryClient.setQueryData(adminPostKeys.custom, context?.previous);
      showToast({ message: formErrorOf(error, t('custom.saveFailed')), type: 'error' });
    },
  });
  const ids = custom.data?.map((post) => post.id) ?? [];
  return { custom, ids, save: (next: number[]) => save.mutate(next), saving: save.isPending };
}

function CustomList() {
  const { t } = useTranslation('dev');
  const { custom, ids, save, saving } = useCustomList();
  const posts = custom.data ?? [];
  return (
    <section className={styles.section} aria-labelledby="custom-title" data-testid="custom-list">
      <h2 id="custom-title" className={styles.sectionTitle}>
        {t('custom.title')}
      </h2>
      <p className={styles.sectionLead}>{t('custom.lead')}</p>
      {custom.isPending ? (
        <Spinner label={t('loading')} />
      ) : custom.isError ? (
        <p role="alert">{formErrorOf(custom.error, t('loadFailed'))}</p>
      ) : posts.length === 0 ? (
        <p className={styles.empty}>{t('custom.empty')}</p>
      ) : (
        <ol className={styles.customList} aria-busy={saving}>
          {posts.map((post, index) => (
            <li key={post.id} className={styles.customItem} data-testid={`custom-${post.id}`}>
              <span className={styles.customTitle}>{post.title}</span>
              <span className={styles.customButtons}>
                <IconButton
                  label={t('custom.up', { title: post.title })}
                  icon={<ArrowUp />}
                  disabled={index === 0 || saving}
                  onClick={() => save(moveEntry(ids, index, -1))}
                />
                <IconButton
                  label={t('custom.down', { title: post.title })}
                  icon={<ArrowDown />}
                  disabled={index === posts.length - 1 || saving}
                  onClick={() => save(moveEntry(ids, index, 1))}
                />
                <IconButton
                  label={t('custom.remove', { title: post.title })}
                  icon={<X />}
                  disabled={saving}
                  onClick={() => save(toggleId(ids, post.id))}
                />
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function AllPosts() {
  const { t } = useTranslation('dev');
  const list = useAllPosts();
  const posts = list.data?.pages.flatMap((page) => page.posts) ?? [];

  return (
    <section className={styles.section} aria-labelledby="all-title">
      <h2 id="all-title" className={styles.sectionTitle}>
        {t('videos.allTitle')}
      </h2>
      {list.isPending ? (
        <Spinner center label={t('loading')} />
      ) : list.isError ? (
        <div className={styles.state} role="alert">
          <p>{formErrorOf(list.error, t('loadFailed'))}</p>
          <Button variant="secondary" onClick={() => void list.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : posts.length === 0 ? (
        <p className={styles.empty}>{t('videos.empty')}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table} data-testid="admin-posts">
            <caption>{t('videos.caption', { count: posts.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('columns.post')}</th>
                <th scope="col">{t('columns.status')}</th>
                <th scope="col">{t('columns.created')}</th>
                <th scope="col">{t('columns.counts')}</th>
                <th scope="col">{t('columns.hidden')}</th>
                <th scope="col">{t('columns.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {posts.map((post) => (
                <AdminRow key={post.id} post={post} />
              ))}
            </tbody>
          </table>
          {list.hasNextPage && (
            <div className={styles.more}>
              <Button variant="secondary" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} data-testid="load-more">
                {t('videos.loadMore')}
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

function replaceInPages(pages: Pages | undefined, updated: Post): Pages | undefined {
  if (!pages) return pages;
  return { ...pages, pages: pages.pages.map((page) => ({ ...page, posts: page.posts.map((post) => (post.id === updated.id ? updated : post)) })) };
}

function AdminRow({ post }: { post: Post }) {
  const { t } = useTranslation('dev');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const showToast = useToastStore((state) => state.show);
  const { ids, save, saving } = useCustomList();
  const inCustom = ids.includes(post.id);

  const hide = useSetPostHidden(post.id, {
    onSuccess: (updated) => {
      queryClient.setQueryData<Pages>(adminPostKeys.all, (pages) => replaceInPages(pages, updated));
      void queryClient.invalidateQueries({ queryKey: adminPostKeys.custom });
      void queryClient.invalidateQueries({ queryKey: studioKeys.all });
    },
    onError: (error) => showToast({ message: formErrorOf(error, t('videos.hideFailed')), type: 'error' }),
  });

  const remove = useDeletePost(post.id, {
    onSuccess: () => {
      queryClient.setQueryData<Pages>(adminPostKeys.all, (pages) =>
        pages ? { ...pages, pages: pages.pages.map((page) => ({ ...page, posts: page.posts.filter((entry) => entry.id !== post.id) })) } : pages,
      );
      void queryClient.invalidateQueries({ queryKey: adminPostKeys.custom });
      void queryClient.invalidateQueries({ queryKey: studioKeys.all });
      showToast({ message: 'dev:videos.deleted', values: { title: post.title }, type: 'success' });
    },
    onError: (error) => showToast({ message: formErrorOf(error, t('videos.deleteFailed')), type: 'error' }),
  });

  const askDelete = async () => {
    const confirmed = await confirm({
      title: t('videos.deleteTitle'),
      message: t('videos.deleteMessage', { title: post.title, name: post.user.name }),
      confirmLabel: t('videos.deleteConfirm'),
      cancelLabel: t('cancel'),
      tone: 'danger',
    });
    if (confirmed) remove.mutate();
  };

  return (
    <tr data-testid={`admin-post-${post.id}`}>
      <th scope="row">
        <div className={styles.postCell}>
          {post.media?.poster ? (
            <img className={styles.thumb} src={post.media.poster} alt="" loading="lazy" decoding="async" />
          ) : (
            <span className={styles.thumb} aria-hidden="true">
              <Film size={16} />
            </span>
          )}
          <span className={styles.postTitle}>
            {post.title}
            <span className={styles.author}>{t('videos.by', { name: post.user.name, id: post.id })}</span>
          </span>
        </div>
      </th>
      <td>
        <PostStatus post={post} />
      </td>
      <td className={styles.nowrap}>{formatDate(locale, post.created_at)}</td>
      <td className={styles.nowrap}>
        {[t('videos.views', { count: post.views }), t('videos.likes', { count: post.likes }), t('videos.comments', { count: post.comments })].join(' · ')}
      </td>
      <td>
        <Switch
          hideLabel
          label={t('videos.hideLabel', { title: post.title })}
          checked={post.hidden}
          disabled={hide.isPending}
          onChange={(hidden) => hide.mutate(hidden)}
        />
      </td>
      <td>
        <div className={styles.rowActions}>
          <IconButton
            label={inCustom ? t('custom.remove', { title: post.title }) : t('custom.add', { title: post.title })}
            icon={inCustom ? <ListMinus /> : <ListPlus />}
            aria-pressed={inCustom}
            disabled={saving || (!inCustom && post.status !== 'ready')}
            onClick={() => save(toggleId(ids, post.id))}
            data-testid="toggle-custom"
          />
          <IconButton
            label={t('videos.deleteLabel', { title: post.title })}
            icon={<Trash2 />}
            disabled={remove.isPending}
            onClick={() => void askDelete()}
            data-testid="admin-delete"
          />
        </div>
      </td>
    </tr>
  );
}
