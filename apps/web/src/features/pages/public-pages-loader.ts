import { type LoaderFunctionArgs, redirect } from 'react-router';
import { prefetchPageList } from '../../lib/use-page-list';

/** Spec §2: /pages/public?plan=… goes on to buying, with the query string kept. */
export function publicPagesLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  if (url.searchParams.has('plan')) throw redirect(`/checkout${url.search}`);
  prefetchPageList('public', url);
  return null;
}
