import { Settings2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  FEED_SCROLL_DEBOUNCE_MS,
  FEED_SCROLL_LOCK_MS,
  MAX_VIDEO_ELEMENTS,
  MEMORY_CHECK_INTERVAL_MS,
  VIDEO_AUTOPLAY_THRESHOLD,
  VIDEO_PAUSE_THRESHOLD,
} from '../../../../common/constants';
import type { Post } from '../../../../common/contract/posts';
import { Button, IconButton, Spinner, useProgressiveCount } from '../../../ui';
import { useAuthOverlayStore } from '../../auth/step-machine';
import { useMoodStore } from '../../mood/store';
import { type FeedTab, useFeed } from '../queries';
import { useSessionStore } from '../../session/store';
import { flushWatchTime } from '../view-tracker';
import { type HeapFigures, liveWindow, mostVisible, needsCleanup, snapTarget, visibilityAction } from '../feed-rules';
import { useFeedStore } from '../feed-store';
import styles from './feed.module.css';
import { FeedItem } from './FeedItem';

const CommentsPanel = lazy(() => import('../../comments/components/CommentsPanel'));
// Dialogs load when they open: the feed's first screen needs none of them.
const ShareDialog = lazy(async () => ({ default: (await import('../../share/ShareDialog')).ShareDialog }));
const MoodPopup = lazy(async () => ({ default: (await import('../../mood/MoodPopup')).MoodPopup }));
const AutoplaySettings = lazy(async () => ({ default: (await import('./AutoplaySettings')).AutoplaySettings }));

/** Thresholds of the observer: the two of §9 plus a few in between to rank the most visible clip. */
const THRESHOLDS = [0, VIDEO_PAUSE_THRESHOLD, VIDEO_AUTOPLAY_THRESHOLD, 0.5, 0.75, 1];
/** Load the next page when this few clips are left. */
const PREFETCH_REMAINING = 3;
/** Video elements kept after a memory warning: the current clip and its neighbours. */
const REDUCED_BUDGET = 3;
/** Clips drawn in the first render: the one on screen and the next two; the rest follow (useProgressiveCount). */
const FIRST_DRAWN = 3;

function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

export interface FeedViewProps {
  /** Visitors (on /explore?view=clips) see only „Für dich“. */
  label: string;
}

/** The vertical feed of / and /explore?view=clips: one clip per screen, snapping, autoplay rules, tabs, comments and sharing. */
export function FeedView({ label }: FeedViewProps) {
  const { t } = useTranslation('feed');
  const viewer = useSessionStore((state) => state.user?.id ?? null);
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: FeedTab = viewer !== null && searchParams.get('tab') === 'following' ? 'following' : 'foryou';
  const feed = useFeed(tab, viewer);
  const posts = useMemo(() => feed.data?.pages.flatMap((page) => page.posts) ?? [], [feed.data]);

  const scroller = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const settled = useRef(0);
  const [visible, setVisible] = useState(true);
  const [budget, setBudget] = useState(MAX_VIDEO_ELEMENTS);
  const [commentsFor, setCommentsFor] = useState<number | null>(null);
  const [sharing, setSharing] = useState<Post | null>(null);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const arrived = useFeedStore((state) => state.arrived);
  const setPaused = useFeedStore((state) => state.setPaused);
  const setMuted = useFeedStore((state) => state.setMuted);
  const resumeAfterSignIn = useFeedStore((state) => state.resumeAfterSignIn);
  const postSeen = useMoodStore((state) => state.postSeen);
  const moodAsking = useMoodStore((state) => state.asking !== null);

  // A new current clip: it plays if autoplay may, the mood tracker counts it (once: StrictMode runs a mounting
  // effect twice in development).
  const counted = useRef<string | null>(null);
  useEffect(() => {
    arrived();
    const clip = `${tab}:${current}`;
    if (posts.length > 0 && counted.current !== clip) {
      counted.current = clip;
      postSeen();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per clip, not per page of posts
  }, [current, tab, arrived, postSeen]);

  // Back to the top when the tab changes (a new scroller is at the top already: scrolling it would force a layout).
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    settled.current = 0;
    setCurrent(0);
    scroller.current?.scrollTo({ top: 0 });
  }, [tab]);

  const drawn = Math.max(useProgressiveCount(posts.length, FIRST_DRAWN), current + 2);
  const drawnPosts = posts.length > drawn ? posts.slice(0, drawn) : posts;

  // Closing the sign-in overlay resumes a clip paused for it (spec §4).
  useEffect(
    () =>
      useAuthOverlayStore.subscribe((state, previous) => {
        if (previous.open && !state.open) resumeAfterSignIn();
      }),
    [resumeAfterSignIn],
  );

  // Visibility: which clip is most visible, and whether the current one still is.
  const ratios = useRef(new Map<number, number>());
  const currentRef = useRef(current);
  currentRef.current = current;
  const observer = useRef<IntersectionObserver | null>(null);
  useEffect(() => {
    const root = scroller.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const index = Number((entry.target as HTMLElement).dataset.index);
          ratios.current.set(index, entry.intersectionRatio);
        }
        const action = visibilityAction(ratios.current.get(currentRef.current) ?? 0);
        if (action === 'pause') setVisible(false);
        if (action === 'play') setVisible(true);
        const best = mostVisible(ratios.current);
        if (best !== null && best !== currentRef.current) {
          setCurrent(best);
          setVisible(true);
        }
      },
      { root, threshold: THRESHOLDS },
    );
    observer.current = io;
    for (const element of root.querySelectorAll('[data-index]')) io.observe(element);
    return () => {
      io.disconnect();
      observer.current = null;
    };
  }, []);
  const observe = useCallback((element: HTMLElement | null) => {
    if (element) observer.current?.observe(element);
  }, []);

  // Scroll snapping (§9): after 100 ms of rest settle one clip up or down (past 75 px), locked for 500 ms.
  const locked = useRef(false);
  const debounce = useRef<number | undefined>(undefined);
  const scrollToIndex = useCallback(
    (index: number) => {
      const root = scroller.current;
      if (!root || posts.length === 0) return;
      const target = Math.min(Math.max(index, 0), posts.length - 1);
      settled.current = target;
      locked.current = true;
      root.scrollTo({ top: target * root.clientHeight, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
      window.setTimeout(() => {
        locked.current = false;
      }, FEED_SCROLL_LOCK_MS);
    },
    [posts.length],
  );
  const settle = () => {
    const root = scroller.current;
    if (!root) return;
    // A swipe during the lock is not dropped: it settles once the lock is over, never between two clips.
    if (locked.current) {
      debounce.current = window.setTimeout(settle, FEED_SCROLL_DEBOUNCE_MS);
      return;
    }
    const target = snapTarget({
      scrollTop: root.scrollTop,
      itemHeight: root.clientHeight,
      current: settled.current,
      count: posts.length,
    });
    if (Math.abs(root.scrollTop - target * root.clientHeight) > 1) scrollToIndex(target);
    else settled.current = target;
  };
  const onScroll = () => {
    window.clearTimeout(debounce.current);
    debounce.current = window.setTimeout(settle, FEED_SCROLL_DEBOUNCE_MS);
  };
  useEffect(() => () => window.clearTimeout(debounce.current), []);

  // Keyboard: ↑/↓ previous and next, space play/pause, m sound.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || isTyping(event.target)) return;
      if (document.querySelector('[aria-modal="true"]')) return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (event.key === 'ArrowDown' || event.key === 'PageDown') {
        event.preventDefault();
        scrollToIndex(settled.current + 1);
      } else if (event.key === 'ArrowUp' || event.key === 'PageUp') {
        event.preventDefault();
        scrollToIndex(settled.current - 1);
      } else if (event.key === ' ' && !(target && ['BUTTON', 'A'].includes(target.tagName))) {
        event.preventDefault();
        setPaused(!useFeedStore.getState().paused);
      } else if (event.key === 'm' || event.key === 'M') {
        setMuted(!useFeedStore.getState().muted);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [scrollToIndex, setMuted, setPaused]);

  // More clips before the end.
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = feed;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && current >= posts.length - PREFETCH_REMAINING) void fetchNextPage();
  }, [current, posts.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Memory check every 30 s (§9): above 80 % of the heap, or too many video elements, keep only the neighbours.
  useEffect(() => {
    const timer = window.setInterval(() => {
      const heap = (performance as Performance & { memory?: HeapFigures }).memory;
      if (needsCleanup(heap, document.querySelectorAll('video').length)) setBudget(REDUCED_BUDGET);
    }, MEMORY_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);

  // Watch time gathered here goes out when the feed is left.
  useEffect(() => () => flushWatchTime(), []);

  const windowed = liveWindow(current, posts.length, budget);
  const commentsPost = posts.find((post) => post.id === commentsFor) ?? null;

  const tabs: { id: FeedTab; label: string }[] = [
    { id: 'foryou', label: t('tabs.foryou') },
    ...(viewer !== null ? [{ id: 'following' as const, label: t('tabs.following') }] : []),
  ];

  return (
    <div className={`${styles.layout} ${commentsPost ? styles.withPanel : ''}`} data-testid="feed">
      <div className={styles.column}>
        <div className={styles.topBar}>
          <div role="tablist" aria-label={label} className={styles.tabs}>
            {tabs.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="tab"
                aria-selected={tab === entry.id}
                className={styles.tab}
                onClick={() =>
                  // Only the tab changes: /explore?view=clips stays the feed.
                  setSearchParams(
                    (current) => {
                      const next = new URLSearchParams(current);
                      if (entry.id === 'foryou') next.delete('tab');
                      else next.set('tab', entry.id);
                      return next;
                    },
                    { replace: true },
                  )
                }
              >
                {entry.label}
              </button>
            ))}
          </div>
          <IconButton
            className={styles.settingsButton}
            label={t('settings.open')}
            icon={<Settings2 />}
            onClick={() => setSettingsOpen(true)}
          />
        </div>
        {/* A feed holds only its articles (the clips): while it has none, the loading, error or empty state
            with its link or button is plain content of the page. */}
        <div
          ref={scroller}
          className={styles.scroller}
          onScroll={onScroll}
          {...(posts.length > 0 ? { role: 'feed', 'aria-busy': feed.isFetching, 'aria-label': label } : {})}
          data-testid="feed-scroller"
        >
          {feed.isPending ? (
            <div className={styles.state}>
              <Spinner label={t('loading')} />
            </div>
          ) : feed.isError ? (
            <div className={styles.state}>
              <p>{t('error')}</p>
              <Button variant="secondary" onClick={() => void feed.refetch()}>
                {t('retry')}
              </Button>
            </div>
          ) : posts.length === 0 ? (
            <div className={styles.state} data-testid="feed-empty">
              <p>{tab === 'following' ? t('empty.following') : t('empty.foryou')}</p>
              {viewer !== null && (
                <Link to="/upload" className={styles.stateLink}>
                  {t('uploadCta')}
                </Link>
              )}
            </div>
          ) : (
            drawnPosts.map((post, index) => (
              <FeedItem
                key={post.id}
                ref={observe}
                post={post}
                index={index}
                current={current}
                live={index >= windowed.from && index <= windowed.to}
                visible={visible}
                onOpenComments={(opened) => setCommentsFor(commentsFor === opened.id ? null : opened.id)}
                onShare={setSharing}
                commentsOpen={commentsFor === post.id}
              />
            ))
          )}
          {isFetchingNextPage && (
            <div className={styles.loadingMore}>
              <Spinner size="sm" label={t('loading')} />
            </div>
          )}
        </div>
      </div>
      {commentsPost && (
        <Suspense fallback={<aside className={styles.panelFallback} aria-busy="true" />}>
          <CommentsPanel post={commentsPost} onClose={() => setCommentsFor(null)} />
        </Suspense>
      )}
      <Suspense fallback={null}>
        {sharing && <ShareDialog post={sharing} onClose={() => setSharing(null)} />}
        {settingsOpen && <AutoplaySettings open onClose={() => setSettingsOpen(false)} />}
        {moodAsking && <MoodPopup />}
      </Suspense>
    </div>
  );
}
