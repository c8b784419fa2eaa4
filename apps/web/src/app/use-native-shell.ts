import { useEffect } from 'react';
import { getPlatform, isNative, shellPadding } from '../lib/platform';

/** The status bar's background on Android: the brand violet of the theme colour and splash. */
const STATUS_BAR_COLOR = '#6a27d3';

/**
 * Inside the Capacitor shells (DESIGN §9): iOS padding and safe areas, a status bar matching
 * the theme, and the Android back button walking back through the app (leaving it at the start).
 * The plugins load only there, so the web bundle does not carry them.
 */
export function useNativeShell(): void {
  useEffect(() => {
    const platform = getPlatform();
    if (!isNative(platform)) return;
    document.documentElement.dataset.platform = platform;
    const padding = shellPadding(platform);
    if (padding) {
      document.body.style.paddingTop = padding.top;
      document.body.style.paddingBottom = padding.bottom;
    }

    let removeBack: (() => void) | undefined;
    let cancelled = false;
    void (async () => {
      const { StatusBar, Style } = await import('@capacitor/status-bar');
      // Android: light text on the violet bar. iOS: the bar sits over the light page, dark text.
      const style = platform === 'android' ? Style.Dark : Style.Light;
      await StatusBar.setStyle({ style }).catch(() => undefined);
      if (platform === 'android') {
        await StatusBar.setOverlaysWebView({ overlay: false }).catch(() => undefined);
        await StatusBar.setBackgroundColor({ color: STATUS_BAR_COLOR }).catch(() => undefined);
        const { App } = await import('@capacitor/app');
        const handle = await App.addListener('backButton', ({ canGoBack }) => {
          if (canGoBack) window.history.back();
          else void App.exitApp();
        });
        if (cancelled) void handle.remove();
        else removeBack = () => void handle.remove();
      }
    })();
    return () => {
      cancelled = true;
      removeBack?.();
    };
  }, []);
}
