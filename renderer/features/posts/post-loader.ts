import { data, type LoaderFunctionArgs } from 'react-router';
import { getPost } from '../../api/posts';
import { isApiError } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { postKeys } from './queries';

/** /post/{id}: the post is fetched before the page shows; a missing, hidden or deleted one is the 404 page. */
export async function loadPost({ params }: LoaderFunctionArgs): Promise<null> {
  const id = Number(params.id);
  try {
    await queryClient.fetchQuery({ queryKey: postKeys.detail(id), queryFn: () => getPost(id, { silent: true }), staleTime: 30_000 });
  } catch (error) {
    if (isApiError(error) && (error.status === 404 || error.status === 403)) throw data('Page Not Found', { status: 404 });
    throw error;
  }
  return null;
}
