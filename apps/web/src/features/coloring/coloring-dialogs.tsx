import type { ColoringEngine } from '@colorbook/canvas';
import type { Page, User } from '@colorbook/contract';
import { Image } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/button';
import { ShareDialog } from '../../components/share-dialog';
import { isNative } from '../../lib/platform';
import { ReplayPlayer } from './replay-player';
import { replayOpsOf } from './replay-recording';
import type { useColoringShare } from './use-coloring-share';

type Props = {
  /** The page as saved now (its title and coloured preview). */
  page: Page;
  /** The page as opened (its id and illustration). */
  openedPage: Page;
  user: User;
  engine: ColoringEngine | null;
  replaying: boolean;
  onCloseReplay: () => void;
  sharing: ReturnType<typeof useColoringShare>;
  onSendPicture: () => void;
};

/** The colouring screen's dialogs: the replay player and the share dialog (neither in kid mode). */
export function ColoringDialogs({
  page,
  openedPage,
  user,
  engine,
  replaying,
  onCloseReplay,
  sharing,
  onSendPicture,
}: Props) {
  const intl = useIntl();
  return (
    <>
      {replaying && (
        <ReplayPlayer
          title={page.title}
          pageId={openedPage.id}
          illustration={openedPage.illustration}
          loadOps={async () => replayOpsOf(engine)}
          onClose={onCloseReplay}
        />
      )}
      {sharing.open && (
        <ShareDialog
          title={page.title}
          preview={page.colored?.preview}
          painterName={user.name}
          resolveColoringId={sharing.resolveColoringId}
          onClose={sharing.closeShare}
          extra={
            // The native shells can also send the picture itself (a paid-plan download, spec §5).
            isNative() ? (
              <Button variant="secondary" onClick={onSendPicture}>
                <Image className="size-5" aria-hidden="true" />
                {intl.formatMessage({ id: 'coloring.sendPicture' })}
              </Button>
            ) : undefined
          }
        />
      )}
    </>
  );
}
