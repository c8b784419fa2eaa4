import de from '@colorbook/i18n/messages/de.json' with { type: 'json' };
import en from '@colorbook/i18n/messages/en.json' with { type: 'json' };
import es from '@colorbook/i18n/messages/es.json' with { type: 'json' };
import { Users } from 'lucide-react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createIntl, IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { PaginatedListBody } from './paginated-list-body';

const catalogues = { en, es, de } as const;
type Language = keyof typeof catalogues;

/** The users list's body as UsersPage wires it, in `language`, with `count` users or a search that found none. */
function render(language: Language, count: number, query = '') {
  const intl = createIntl({ locale: language, messages: catalogues[language] });
  const list = {
    status: 'ready' as const,
    items: Array.from({ length: count }, (_, id) => ({ id })),
    hasMore: false,
    loadingMore: false,
    moreFailed: false,
    loadMore: () => {},
    retry: () => {},
  };
  return renderToStaticMarkup(
    <IntlProvider locale={language} messages={catalogues[language]}>
      <PaginatedListBody
        list={list}
        query={query}
        onClearSearch={() => {}}
        failedMessage={intl.formatMessage({ id: 'admin.users.loadFailed' })}
        shownMessage={(shown) => intl.formatMessage({ id: 'admin.users.shown' }, { count: shown })}
        icon={Users}
        noMatch={{
          title: intl.formatMessage({ id: 'admin.users.noMatch' }, { query }),
          text: intl.formatMessage({ id: 'admin.users.noMatchText' }),
        }}
        empty={{ title: 'empty', text: 'empty' }}
        skeleton={null}
      >
        <table />
      </PaginatedListBody>
    </IntlProvider>,
  );
}

const status = (html: string) => /<p role="status" class="sr-only">([^<]*)<\/p>/.exec(html)?.[1];

describe('a paginated list’s own sentences, whole per list', () => {
  it('reads in English word for word as before', () => {
    expect(status(render('en', 1))).toBe('1 user shown');
    expect(status(render('en', 2))).toBe('2 users shown');
    const none = render('en', 0, 'ann');
    expect(none).toContain('No users match “ann”');
    expect(none).toContain('Search by name or email address, or clear the search to see them all.');
  });

  it('lets each language place and inflect the noun', () => {
    expect(status(render('es', 1))).toBe('Se muestra 1 usuario');
    expect(status(render('es', 3))).toBe('Se muestran 3 usuarios');
    expect(render('es', 0, 'ana')).toContain('Ningún usuario coincide con «ana»');
    expect(status(render('de', 2))).toBe('2 Nutzer angezeigt');
    expect(render('de', 0, 'ann')).toContain('Kein Nutzer passt zu „ann“');
  });
});
