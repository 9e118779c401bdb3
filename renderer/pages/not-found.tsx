import { NotFoundView } from '../features/errors/ErrorView';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  return <NotFoundView />;
}
