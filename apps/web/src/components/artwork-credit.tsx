import {
  GAME_ICONS_LICENSE,
  GAME_ICONS_LICENSE_URL,
  GAME_ICONS_URL,
  OPENMOJI_LICENSE,
  OPENMOJI_LICENSE_URL,
  OPENMOJI_URL,
  TWEMOJI_LICENSE,
  TWEMOJI_LICENSE_URL,
  TWEMOJI_URL,
} from '@colorbook/contract';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

const linkClass = 'underline hover:text-ink-700';

/**
 * The built-in page generator draws with Twemoji (CC BY 4.0), Game Icons (CC BY 3.0, the fox)
 * and OpenMoji (CC BY-SA 4.0) artwork, whose licences ask for credit wherever the drawings are
 * shown (docs/decisions/0005, 0044, 0046).
 */
export function ArtworkCredit({ className = '' }: { className?: string }) {
  return (
    <p className={`text-xs text-ink-500 ${className}`}>
      <FormattedMessage
        id="artwork.credit"
        values={{
          license: OPENMOJI_LICENSE,
          twemojiLicense: TWEMOJI_LICENSE,
          gameIconsLicense: GAME_ICONS_LICENSE,
          twemoji: (chunks: ReactNode[]) => (
            <a className={linkClass} href={TWEMOJI_URL} target="_blank" rel="noreferrer">
              {chunks}
            </a>
          ),
          twemojiLicenseLink: (chunks: ReactNode[]) => (
            <a className={linkClass} href={TWEMOJI_LICENSE_URL} target="_blank" rel="noreferrer">
              {chunks}
            </a>
          ),
          gameIcons: (chunks: ReactNode[]) => (
            <a className={linkClass} href={GAME_ICONS_URL} target="_blank" rel="noreferrer">
              {chunks}
            </a>
          ),
          gameIconsLicenseLink: (chunks: ReactNode[]) => (
            <a className={linkClass} href={GAME_ICONS_LICENSE_URL} target="_blank" rel="noreferrer">
              {chunks}
            </a>
          ),
          openmoji: (chunks: ReactNode[]) => (
            <a className={linkClass} href={OPENMOJI_URL} target="_blank" rel="noreferrer">
              {chunks}
            </a>
          ),
          licenseLink: (chunks: ReactNode[]) => (
            <a className={linkClass} href={OPENMOJI_LICENSE_URL} target="_blank" rel="noreferrer">
              {chunks}
            </a>
          ),
        }}
      />
    </p>
  );
}
