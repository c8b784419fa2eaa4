import { getPlatform, isNative } from './platform';

/*
 * Passing a link on: the system share sheet (the Capacitor Share plugin in the native shells,
 * navigator.share in browsers that have it, mostly phones) and the clipboard.
 */

export type LinkToShare = { url: string; title: string; text: string };

/** Whether a share sheet exists here (otherwise only Copy is offered). */
export function canShareLink(): boolean {
  if (isNative(getPlatform())) return true;
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * Opens the share sheet. Resolves false when the person closed it without sharing (both the
 * plugin and the browser reject then): nothing to tell them.
 */
export async function shareLink(link: LinkToShare): Promise<boolean> {
  try {
    if (isNative(getPlatform())) {
      const { Share } = await import('@capacitor/share');
      await Share.share({ title: link.title, text: link.text, url: link.url, dialogTitle: link.title });
    } else {
      await navigator.share({ title: link.title, text: link.text, url: link.url });
    }
    return true;
  } catch {
    return false;
  }
}

/**
 * Copies text: the Clipboard API, else the old selection command (plain http on a LAN, older
 * web views). False when neither worked; the link stays selectable on screen.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, document not focused): try the old way.
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.opacity = '0';
  document.body.append(field);
  field.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    field.remove();
  }
}
