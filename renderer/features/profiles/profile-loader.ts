import { data, type LoaderFunctionArgs } from 'react-router';
import { isApiError } from '../../api/http';
import { queryClient } from '../../api/query-client';
import { profileQuery } from './queries';

/**
 * /profile/{id}: the profile is fetched before the page shows. A missing id is the 404 page; "not available"
 * (403: deleted, suspended, blocked) and other failures are the page's own states. `viewer` is the signed-in
 * user once the session is known (the router waits for it: app/guards stays out of this chunk).
 */
export async function loadProfile({ params }: LoaderFunctionArgs, viewer: number | null): Promise<null> {
  const id = Number(params.id);
  try {
    await queryClient.fetchQuery(profileQuery(id, viewer));
  } catch (error) {
    if (isApiError(error) && error.status === 404) throw data('Page Not Found', { status: 404 });
  }
  return null;
}
