import { useLoaderData } from 'react-router';
import type { ColoringData } from './coloring-loader';
import { ColoringScreen } from './coloring-screen';

/** /pages/{id}/color (spec §2): the loader has the page; admins and visitors are redirected by the guard. */
export function ColoringPage() {
  const data = useLoaderData() as ColoringData;
  if (!data) return null;
  return <ColoringScreen key={`${data.user.id}:${data.page.id}`} page={data.page} user={data.user} />;
}

export { ColoringPage as Component };
