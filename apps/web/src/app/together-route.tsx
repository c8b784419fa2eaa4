import { useLoaderData } from 'react-router';
import { ColoringScreen } from '../features/coloring/coloring-screen';
import { TogetherLive } from '../features/together/together-live';
import type { TogetherData } from '../features/together/together-loader';
import { TogetherRefused } from '../features/together/together-refused';

/** /together/{code} (issue 40): the page's colouring screen, live in the session; or why not. */
export function Component() {
  const data = useLoaderData() as TogetherData;
  if (!data) return null;
  if (data.kind === 'refused') return <TogetherRefused message={data.message} />;
  const { code } = data;
  return (
    <ColoringScreen
      key={`${data.user.id}:${data.page.id}:${code}`}
      page={data.page}
      user={data.user}
      live={(parts) => <TogetherLive code={code} {...parts} />}
    />
  );
}
