import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { postQuery } from './queries';

/** /post/{id}: the post is fetched before the page shows; a missing, hidden or deleted one is the 404 page. */
export async function loadPost({ params }: LoaderFunctionArgs): Promise<null> {
  const id = Number(params.id);
  try {
    await queryClient.fetchQuery(postQuery(id, { silent: true }));
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) throw data('Page Not Found', { status: 404 });
    throw error;
  }
  return null;
}
