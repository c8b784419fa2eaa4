import {
  GAME_ICONS_LICENSE_URL,
  GAME_ICONS_URL,
  OPENMOJI_LICENSE_URL,
  OPENMOJI_URL,
  TWEMOJI_LICENSE_URL,
  TWEMOJI_URL,
} from '@colorbook/contract';
import de from '@colorbook/i18n/messages/de.json' with { type: 'json' };
import en from '@colorbook/i18n/messages/en.json' with { type: 'json' };
import es from '@colorbook/i18n/messages/es.json' with { type: 'json' };
import fr from '@colorbook/i18n/messages/fr.json' with { type: 'json' };
import ptBR from '@colorbook/i18n/messages/pt-BR.json' with { type: 'json' };
import { renderToStaticMarkup } from 'react-dom/server';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { ArtworkCredit } from './artwork-credit';

const catalogues = { en, es, fr, de, 'pt-BR': ptBR } as const;

describe('ArtworkCredit', () => {
  it.each(Object.keys(catalogues) as (keyof typeof catalogues)[])(
    'credits Twemoji, Game Icons and OpenMoji with links to their licences (%s)',
    (language) => {
      const html = renderToStaticMarkup(
        <IntlProvider locale={language} messages={catalogues[language]}>
          <ArtworkCredit />
        </IntlProvider>,
      );
      for (const url of [
        TWEMOJI_URL,
        TWEMOJI_LICENSE_URL,
        GAME_ICONS_URL,
        GAME_ICONS_LICENSE_URL,
        OPENMOJI_URL,
        OPENMOJI_LICENSE_URL,
      ])
        expect(html, url).toContain(`href="${url}"`);
      expect(html).toContain('>Twemoji</a>');
      expect(html).toContain('>CC BY 4.0</a>');
      expect(html).toContain('>Game Icons</a>');
      for (const author of ['Caro Asercion', 'Lorc']) expect(html).toContain(author);
      expect(html).toContain('>CC BY 3.0</a>');
      expect(html).toContain('>CC BY-SA 4.0</a>');
    },
  );
});
