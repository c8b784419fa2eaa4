import { type Catalogue, formatMessage } from '@colorbook/i18n';
import english from '@colorbook/i18n/messages/en.json';
import { localeStore } from './locale-store';
import { type NativePlatform, savedToDeviceKey } from './platform';

/*
 * Files on the device in the native shells (DESIGN §9): images, replay videos and book PDFs
 * are saved into the Documents directory (on iOS the Files app shows it, Info.plist allows
 * that); images are shared through the system share sheet. The plugins load only when used, so
 * the web bundle does not carry them.
 */

/** Base64 of a blob without a FileReader (the Filesystem plugin takes base64 for binary data). */
export async function blobToBase64(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  const CHUNK = 0x8000;
  for (let i = 0; i < bytes.length; i += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(i, i + CHUNK));
  }
  return btoa(binary);
}

/**
 * Spec §8: where the file went, in the active language (told outside React, so no useIntl).
 * Here rather than in platform.ts, which the API client imports and the locale store needs.
 */
export function savedToDeviceMessage(platform: NativePlatform): string {
  const { locale, messages } = localeStore.getState();
  return formatMessage(locale, messages, english as Catalogue, savedToDeviceKey(platform));
}

/**
 * Writes a file (a PNG, a replay video, a book's PDF) to Documents and returns what to tell the
 * user ('Saved to files' on iOS, 'Saved to documents' on Android).
 */
export async function saveFileToDevice(platform: NativePlatform, file: Blob, name: string): Promise<string> {
  const { Directory, Filesystem } = await import('@capacitor/filesystem');
  await Filesystem.writeFile({
    path: name,
    data: await blobToBase64(file),
    directory: Directory.Documents,
    recursive: true,
  });
  return savedToDeviceMessage(platform);
}

/** The colouring screen's name for it (its PNG and replay downloads call it so). */
export const saveImageToDevice = saveFileToDevice;

/** Opens the system share sheet with the image (written to the cache first: Share takes a file). */
export async function shareImage(png: Blob, name: string, title: string): Promise<void> {
  const { Directory, Filesystem } = await import('@capacitor/filesystem');
  const { Share } = await import('@capacitor/share');
  const { uri } = await Filesystem.writeFile({
    path: name,
    data: await blobToBase64(png),
    directory: Directory.Cache,
  });
  await Share.share({ title, files: [uri], dialogTitle: title });
}
