import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { gameQuery } from './queries';

/** /game/{id}: the game is fetched before the page shows; a missing one is the 404 page. */
export async function loadGame({ params }: LoaderFunctionArgs): Promise<null> {
  try {
    await queryClient.fetchQuery(gameQuery(Number(params.id)));
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data('Page Not Found', { status: 404 });
    throw error;
  }
  return null;
}
