import { History, Search, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { SEARCH_PAGE_LIMIT, SEARCH_TERM_MAX } from '../../common/contract/search';
import { HitRow } from '../features/search/components/HitRow';
import { HIT_GROUPS, hitsOf, searchPath } from '../features/search/hits';
import { normaliseTerm, useSearch } from '../features/search/queries';
import { useRecentSearches } from '../features/search/recent';
import { Button, IconButton, Page, PageHeader, Spinner } from '../ui';
import styles from './search.module.css';

/**
 * /search and /search/{query} (spec §2): the full results of a term, grouped into people, videos and games
 * (up to 24 each); without a term, the last searches of this device.
 */
export default function SearchPage() {
  const { t } = useTranslation('search');
  const navigate = useNavigate();
  const query = normaliseTerm(useParams().query ?? '');
  const [term, setTerm] = useState(query);
  const recent = useRecentSearches();
  const search = useSearch(query, { limit: SEARCH_PAGE_LIMIT });
  const remember = recent.remember;

  useEffect(() => setTerm(query), [query]);
  useEffect(() => {
    if (query) remember(query);
  }, [query, remember]);

  const hits = query ? hitsOf(search.data) : [];
  return (
    <Page testId="search-page">
      <PageHeader title={query ? t('page.resultsFor', { term: query }) : t('title')} documentTitle={query ? `${t('title')}: ${query}` : t('title')} lead={query ? undefined : t('page.lead')} />
      <form
        role="search"
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          const next = normaliseTerm(term);
          void navigate(next ? searchPath(next) : '/search');
        }}
      >
        <label htmlFor="search-page-term" className="visually-hidden">
          {t('label')}
        </label>
        <Search size={20} aria-hidden="true" className={styles.icon} />
        <input
          id="search-page-term"
          type="search"
          enterKeyHint="search"
          autoComplete="off"
          maxLength={SEARCH_TERM_MAX}
          placeholder={t('placeholder')}
          className={styles.input}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          data-testid="search-page-input"
        />
        <Button type="submit">{t('submit')}</Button>
      </form>

      {!query ? (
        <section aria-labelledby="search-recent" className={styles.section}>
          <h2 id="search-recent" className={styles.heading}>
            {t('recent.title')}
          </h2>
          {recent.terms.length ? (
            <>
              <ul className={styles.recent} data-testid="search-recent">
                {recent.terms.map((entry) => (
                  <li key={entry} className={styles.recentItem}>
                    <Link to={searchPath(entry)} className={styles.recentLink}>
                      <History size={18} aria-hidden="true" />
                      {entry}
                    </Link>
                    <IconButton label={t('recent.remove', { term: entry })} icon={<X />} onClick={() => recent.forget(entry)} />
                  </li>
                ))}
              </ul>
              <Button variant="ghost" size="sm" onClick={() => recent.clear()} data-testid="search-clear-recent">
                {t('recent.clear')}
              </Button>
            </>
          ) : (
            <p className={styles.state}>{t('recent.empty')}</p>
          )}
        </section>
      ) : search.isPending ? (
        <Spinner center label={t('loading')} />
      ) : search.isError ? (
        <div className={styles.state}>
          <p>{t('error')}</p>
          <Button variant="secondary" onClick={() => void search.refetch()}>
            {t('retry')}
          </Button>
        </div>
      ) : hits.length === 0 ? (
        <p className={styles.state} role="status" data-testid="search-empty">
          {t('noResults', { term: query })}
        </p>
      ) : (
        <>
          <p className="visually-hidden" role="status">
            {t('resultCount', { count: hits.length })}
          </p>
          {HIT_GROUPS.map((group) => {
            const inGroup = hits.filter((hit) => hit.group === group);
            if (!inGroup.length) return null;
            return (
              <section key={group} aria-labelledby={`search-${group}`} className={styles.section} data-testid={`search-group-${group}`}>
                <h2 id={`search-${group}`} className={styles.heading}>
                  {t(`groups.${group}`)}
                </h2>
                <ul className={group === 'posts' ? styles.grid : styles.list}>
                  {inGroup.map((hit) => (
                    <li key={hit.key}>
                      <Link to={hit.href} className={styles.hit} data-testid={`search-hit-${group}`}>
                        <HitRow hit={hit} />
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            );
          })}
        </>
      )}
    </Page>
  );
}
