import { useState } from 'react';
import { usePublicSettings } from '../../lib/settings';
import { saveReplayFile } from './replay-save';
import { exportReplayVideo, type VideoSize } from './replay-video';
import type { ReplayLoad } from './use-replay-playback';

/** "Save video": the chosen size, progress while it is made, and a message key when it fails. */
export function useReplayVideo(load: ReplayLoad, pageId: number, title: string) {
  const { appName } = usePublicSettings();
  const [size, setSize] = useState<VideoSize>(720);
  const [video, setVideo] = useState<{ progress: number } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (load.status !== 'ready' || video) return;
    setError(null);
    setVideo({ progress: 0 });
    try {
      const { blob, extension } = await exportReplayVideo(load.source, {
        size,
        appName,
        title,
        onProgress: (progress) => setVideo({ progress }),
      });
      await saveReplayFile(blob, pageId, extension);
    } catch (failure) {
      console.error(failure);
      setError('coloring.replay.videoFailed');
    } finally {
      setVideo(null);
    }
  };
  return { size, setSize, video, error, save };
}
