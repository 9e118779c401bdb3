import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { categoryByName, categoryBySlug } from '../../../common/rules/game-categories';

/**
 * A category in the reader's language: games store the German names of the fixed list, screens show
 * games:category.<slug>; a name outside the list (an old entry) is shown as stored.
 */
export function useCategoryLabel() {
  const { t } = useTranslation('games');
  return useCallback(
    (nameOrSlug: string) => {
      const category = categoryByName(nameOrSlug) ?? categoryBySlug(nameOrSlug);
      return category ? t(`category.${category.slug}`) : nameOrSlug;
    },
    [t],
  );
}
