import { ChevronLeft, ChevronRight, Gamepad2, Plus, RefreshCw, Search } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  CATALOGUE_PAGE_SIZE,
  CATALOGUE_SORTS,
  type CatalogueQuery,
  type CatalogueSort,
} from '../../common/contract/games';
import { SEARCH_TERM_MAX } from '../../common/contract/search';
import { categoryBySlug } from '../../common/rules/game-categories';
import { isApiError } from '../api/http';
import { NotFoundView } from '../features/errors/ErrorView';
import { useCategoryLabel } from '../features/games/category-label';
import { GameCard } from '../features/games/components/GameCard';
import { useCatalogue, useGameCategories } from '../features/games/queries';
import { useSessionStore } from '../features/session/store';
import { Button, Page, Select, Spinner, TextField, useDocumentTitle, useProgressiveCount } from '../ui';
import styles from './games.module.css';

const SEARCH_DELAY_MS = 300;
/** Cards of the catalogue drawn in the first render: what a phone or a wide screen shows above the fold. */
const FIRST_DRAWN_CARDS = 6;
/** Covers loaded at once, not when scrolled near: the largest image of the first screen is one of them. */
const FIRST_COVERS = 2;

/** The catalogue's state lives in the address: /games?q=…&sort=…&browser=1&page=2, /play/category/{slug}. */
function useCatalogueParams(categorySlug: string | undefined) {
  const [params, setParams] = useSearchParams();
  const sortParam = params.get('sort');
  const sort = (CATALOGUE_SORTS as readonly string[]).includes(sortParam ?? '') ? (sortParam as CatalogueSort) : undefined;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const q = (params.get('q') ?? '').slice(0, SEARCH_TERM_MAX);
  const browser = params.get('browser') === '1';
  const query: CatalogueQuery = {
    ...(categorySlug ? { category: categorySlug } : {}),
    ...(sort ? { sort } : {}),
    ...(q.trim() ? { q: q.trim() } : {}),
    ...(browser ? { browser: '1' } : {}),
    ...(page > 1 ? { page: String(page) } : {}),
  };
  /** Changes some parameters; any change but the page goes back to page 1. */
  const update = (changes: Record<string, string | null>) => {
    setParams(
      () => {
        // From the address as it is now: the hook's own copy can lag a navigation that has not rendered yet
        // (a link followed a moment ago), and would bring its parameters back.
        const next = new URLSearchParams(window.location.search);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: !('page' in changes) },
    );
  };
  /** The same view in another category (or all): sort, search and the browser filter stay. */
  const categoryHref = (slug: string | null) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    const search = next.toString();
    return `${slug ? `/play/category/${slug}` : '/games'}${search ? `?${search}` : ''}`;
  };
  const pageHref = (target: number) => {
    const next = new URLSearchParams(params);
    if (target > 1) next.set('page', String(target));
    else next.delete('page');
    const search = next.toString();
    return `?${search}`;
  };
  return { query, sort, page, q, browser, update, categoryHref, pageHref };
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (term: string) => void }) {
  const { t } = useTranslation('catalogue');
  const [term, setTerm] = useState(initial);
  // Only what the person typed is searched: when the address changes the term (a link, back), a search that was
  // still waiting must not bring the old term back.
  const typed = useRef(false);
  useEffect(() => {
    typed.current = false;
    setTerm(initial);
  }, [initial]);
  useEffect(() => {
    if (term === initial || !typed.current) return;
    const timer = window.setTimeout(() => {
      if (!typed.current) return;
      typed.current = false;
      onSearch(term);
    }, SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [term, initial, onSearch]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    typed.current = false;
    onSearch(term);
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <Search aria-hidden="true" size={18} className={styles.searchIcon} />
      <TextField
        type="search"
        label={t('searchLabel')}
        hideLabel
        placeholder={t('searchPlaceholder')}
        value={term}
        maxLength={SEARCH_TERM_MAX}
        onChange={(event) => {
          typed.current = true;
          setTerm(event.target.value);
        }}
        className={styles.searchField}
        data-testid="catalogue-search"
      />
    </form>
  );
}

function Pagination({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation('catalogue');
  if (pages <= 1) return null;
  const numbers = [...new Set([1, page - 1, page, page + 1, pages])].filter((n) => n >= 1 && n <= pages).sort((a, b) => a - b);
  return (
    <nav className={styles.pagination} aria-label={t('pagination')}>
      {page > 1 ? (
        <Link to={href(page - 1)} className={styles.pageLink} rel="prev">
          <ChevronLeft aria-hidden="true" size={16} className={styles.flipRtl} />
          {t('previous')}
        </Link>
      ) : (
        <span className={styles.pageLink} aria-disabled="true">
          <ChevronLeft aria-hidden="true" size={16} className={styles.flipRtl} />
          {t('previous')}
        </span>
      )}
      <ol className={styles.pageNumbers}>
        {numbers.map((n, index) => (
          <li key={n}>
            {index > 0 && n - numbers[index - 1]! > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={href(n)}
              className={styles.pageNumber}
              aria-current={n === page ? 'page' : undefined}
              aria-label={t('pageLabel', { page: n })}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {page < pages ? (
        <Link to={href(page + 1)} className={styles.pageLink} rel="next" data-testid="catalogue-next">
          {t('next')}
          <ChevronRight aria-hidden="true" size={16} className={styles.flipRtl} />
        </Link>
      ) : (
        <span className={styles.pageLink} aria-disabled="true">
          {t('next')}
          <ChevronRight aria-hidden="true" size={16} className={styles.flipRtl} />
        </span>
      )}
    </nav>
  );
}

function Catalogue({ categorySlug }: { categorySlug: string | undefined }) {
  const { t } = useTranslation('catalogue');
  const categoryLabel = useCategoryLabel();
  const signedIn = useSessionStore((state) => state.user !== null);
  const { query, sort, page, q, browser, update, categoryHref, pageHref } = useCatalogueParams(categorySlug);
  const games = useCatalogue(query);
  const categories = useGameCategories();
  const sortId = useId();
  const title = categorySlug ? t('categoryTitle', { category: categoryLabel(categorySlug) }) : t('title');
  useDocumentTitle(title);

  const total = games.data?.total ?? 0;
  const perPage = games.data?.per_page ?? CATALOGUE_PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(total / perPage));
  const shownCategories = (categories.data?.categories ?? []).filter((entry) => entry.count > 0 || entry.slug === categorySlug);
  const invalidSearch = isApiError(games.error) && games.error.status === 422;
  // The first row or two of cards in the render that shows the page; the rest right after (useProgressiveCount).
  const drawnCards = useProgressiveCount(games.data?.games.length ?? 0, FIRST_DRAWN_CARDS);

  return (
    <Page testId="catalogue-page">
      <header className={styles.header}>
        <div className={styles.headerText}>
          {categorySlug && (
            <p className={styles.eyebrow}>
              <Link to={categoryHref(null)}>{t('allGames')}</Link>
            </p>
          )}
          <h1 className={styles.title} id="catalogue-title">
            {title}
          </h1>
          <p className={styles.lead}>{categorySlug ? t('categoryLead') : t('lead')}</p>
        </div>
        {signedIn && (
          <Link to="/create" className={styles.createLink}>
            <Plus aria-hidden="true" size={18} />
            {t('createGame')}
          </Link>
        )}
      </header>

      <div className={styles.toolbar}>
        <SearchBox initial={q} onSearch={(term) => update({ q: term.trim() || null })} />
        <Select
          id={sortId}
          label={t('sortLabel')}
          value={sort ?? (q.trim() ? 'relevance' : 'popular')}
          onChange={(event) => update({ sort: event.target.value === 'relevance' || event.target.value === 'popular' ? null : event.target.value })}
          options={[
            ...(q.trim() ? [{ value: 'relevance', label: t('sort.relevance') }] : []),
            ...CATALOGUE_SORTS.map((value) => ({ value, label: t(`sort.${value}`) })),
          ]}
          className={styles.sort}
          data-testid="catalogue-sort"
        />
        <button
          type="button"
          className={styles.filter}
          aria-pressed={browser}
          onClick={() => update({ browser: browser ? null : '1' })}
          data-testid="catalogue-browser-only"
        >
          <Gamepad2 aria-hidden="true" size={16} />
          {t('browserOnly')}
        </button>
      </div>

      {shownCategories.length > 0 && (
        <nav aria-label={t('filterLabel')}>
          <ul className={styles.filters}>
            <li>
              <Link to={categoryHref(null)} className={styles.filter} aria-current={!categorySlug ? 'page' : undefined}>
                {t('filterAll')}
              </Link>
            </li>
            {shownCategories.map((entry) => (
              <li key={entry.slug}>
                <Link
                  to={categoryHref(entry.slug)}
                  className={styles.filter}
                  aria-current={entry.slug === categorySlug ? 'page' : undefined}
                  data-testid={`category-${entry.slug}`}
                >
                  {categoryLabel(entry.slug)}
                  <span className={styles.filterCount}>{entry.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}

      <section aria-labelledby="catalogue-title" aria-busy={games.isFetching}>
        {games.data && (
          <p className={styles.count} aria-live="polite" data-testid="catalogue-count">
            {q.trim() ? t('resultsFor', { count: total, term: q.trim() }) : t('gamesCount', { count: total })}
          </p>
        )}

        {games.isPending && (
          <>
            <Spinner label={t('loading')} />
            <ul className={styles.grid} aria-hidden="true">
              {[0, 1, 2, 3, 4, 5].map((index) => (
                <li key={index} className={styles.skeleton} />
              ))}
            </ul>
          </>
        )}

        {games.isError && !games.data && (
          <div className={styles.state} role="alert">
            <p>{invalidSearch ? t('invalidSearch') : t('loadFailed')}</p>
            {!invalidSearch && (
              <Button variant="secondary" icon={<RefreshCw />} onClick={() => void games.refetch()}>
                {t('retry')}
              </Button>
            )}
          </div>
        )}

        {games.data && games.data.games.length === 0 && (
          <div className={styles.state}>
            <p>{q.trim() ? t('noResults', { term: q.trim() }) : page > 1 ? t('pageEmpty') : t('empty')}</p>
            {(q.trim() || browser || categorySlug || page > 1) && (
              <Link to="/games" className={styles.resetLink}>
                {t('showAll')}
              </Link>
            )}
          </div>
        )}

        {games.data && games.data.games.length > 0 && (
          <ul className={styles.grid} data-testid="catalogue-grid">
            {games.data.games.slice(0, drawnCards).map((game, index) => (
              <GameCard key={game.id} game={game} first={index < FIRST_COVERS} />
            ))}
          </ul>
        )}

        <Pagination page={page} pages={pages} href={pageHref} />
      </section>
    </Page>
  );
}

/** /games and /play/category/{category}: the catalogue, filtered, sorted, searched and paged. */
export default function GamesPage() {
  const { category } = useParams();
  if (category !== undefined && !categoryBySlug(category)) return <NotFoundView />;
  return <Catalogue key={category ?? ''} categorySlug={category} />;
}
