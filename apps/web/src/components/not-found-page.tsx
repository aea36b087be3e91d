import { NotFound } from './not-found';

/** The route module of the catch-all route. */
export function NotFoundPage() {
  return <NotFound />;
}
