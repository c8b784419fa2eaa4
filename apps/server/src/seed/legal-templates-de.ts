import { type LegalFacts, legalFacts } from './legal-templates';

/** legal-templates.ts in German (du, as the app speaks): same sections, same facts, same tags. */
const dateLine = { dateLocale: 'de-DE', label: 'Zuletzt aktualisiert:' };

export function termsTemplateDe(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input, dateLine);
  return [
    updated,
    `<p>Diese Bedingungen regeln deine Nutzung von ${name}, einem Dienst, der deine Ideen und Bilder in Ausmalbilder verwandelt, die du online ausmalen, drucken und teilen kannst. Indem du ein Konto erstellst oder den Dienst nutzt, stimmst du ihnen zu. Wenn du nicht einverstanden bist, nutze ${name} bitte nicht.</p>`,
    '<h2>1. Dein Konto</h2>',
    '<p>Du meldest dich mit einem Einmalcode an, den wir dir per E-Mail schicken. Schütze deshalb den Zugang zu diesem Postfach: Wer es lesen kann, kann sich als du anmelden. Gib uns deinen echten Namen und eine E-Mail-Adresse, auf die du Zugriff hast. Du bist für alles verantwortlich, was in deinem Konto geschieht.</p>',
    '<p>Kinder dürfen den Dienst nur über ein Konto nutzen, das ein Elternteil, eine andere erziehungsberechtigte Person oder eine Lehrkraft angelegt hat und beaufsichtigt; diese Person akzeptiert die Bedingungen in ihrem Namen.</p>',
    '<h2>2. Deine Ausmalbilder</h2>',
    `<p>Die Rechte, die du an deinen Beschreibungen und an den Bildern hast, die du hochlädst, behältst du. Du räumst ${name} eine weltweite, nicht ausschließliche und unentgeltliche Lizenz ein, sie und die daraus erstellten Ausmalbilder zu speichern, zu verarbeiten und anzuzeigen, soweit das für den Betrieb des Dienstes nötig ist – auch um Ausmalbilder in der öffentlichen Galerie zu zeigen, wo andere Nutzerinnen und Nutzer sie ausmalen können.</p>`,
    '<p>Lade nur Bilder hoch, die du verwenden darfst, und keine Fotos von anderen Menschen ohne deren Erlaubnis. Die Ausmalbilder zeichnet automatisch ein Dienst zur Bildgenerierung: Die Ergebnisse sind nicht immer perfekt, und ähnliche Beschreibungen können bei anderen Nutzerinnen und Nutzern zu ähnlichen Ausmalbildern führen.</p>',
    '<h2>3. Zulässige Nutzung</h2>',
    '<p>Nutze den Dienst nicht, um Inhalte zu erstellen oder zu teilen, die rechtswidrig, hasserfüllt, belästigend, sexuell oder gewalttätig sind oder die Rechte anderer verletzen. Versuche nicht, den Dienst zu stören, zu überlasten, automatisiert auszulesen oder seine Grenzen zu umgehen, und greife nicht auf die Konten anderer zu. Wir können Ausmalbilder entfernen und Konten sperren, die gegen diese Regeln verstoßen.</p>',
    '<h2>4. Tarife, Zahlungen und Erstattungen</h2>',
    '<ul>',
    '<li>Der kostenlose Tarif enthält jeden Monat eine begrenzte Anzahl neuer und öffentlicher Ausmalbilder.</li>',
    '<li>Kostenpflichtige Tarife werden monatlich im Voraus abgerechnet und verlängern sich automatisch, bis du kündigst. Du kannst jederzeit auf deiner Kontoseite kündigen; dein Tarif bleibt bis zum Ende des bereits bezahlten Zeitraums aktiv.</li>',
    '<li>Seitenpakete werden einmalig bezahlt und verfallen nicht. Die Seiten aus einem Paket werden genutzt, sobald deine monatlichen Seiten aufgebraucht sind.</li>',
    '<li>Zahlungen wickeln unsere Zahlungsdienstleister ab; deine vollständigen Kartendaten sehen wir nie.</li>',
    `<li>Wenn bei einer Zahlung oder einem berechneten Ausmalbild etwas schiefgelaufen ist, schreib uns innerhalb von 14 Tagen an ${contact}, und wir bringen es in Ordnung oder erstatten dir den Betrag. Deine gesetzlichen Rechte als Verbraucherin oder Verbraucher bleiben davon unberührt.</li>`,
    '</ul>',
    '<h2>5. Unser Dienst</h2>',
    `<p>Die Software, das Design und die integrierten Inhalte von ${name} gehören uns oder unseren Lizenzgebern. Wir setzen uns dafür ein, dass der Dienst verfügbar ist und deine Ausmalbilder sicher sind, können Funktionen aber ändern, pausieren oder einstellen. Wir stellen den Dienst „wie besehen“ bereit, ohne Gewährleistung über das gesetzlich vorgeschriebene Maß hinaus.</p>`,
    '<h2>6. Haftung</h2>',
    '<p>Nichts in diesen Bedingungen beschränkt eine Haftung, die gesetzlich nicht beschränkt werden kann, etwa die Haftung für fahrlässig verursachte Todesfälle oder Körperverletzungen oder für Betrug. Im Übrigen haften wir nicht für mittelbare oder unvorhersehbare Schäden, und unsere gesamte Haftung dir gegenüber ist auf den Betrag begrenzt, den du uns in den zwölf Monaten vor Geltendmachung des Anspruchs gezahlt hast.</p>',
    '<h2>7. Beendigung deines Kontos</h2>',
    '<p>Du kannst jederzeit aufhören, den Dienst zu nutzen, und uns bitten, dein Konto zu löschen. Wir können Konten sperren oder schließen, die gegen diese Bedingungen verstoßen, und nennen dir dann den Grund, sofern das Gesetz es nicht verbietet.</p>',
    '<h2>8. Änderungen dieser Bedingungen</h2>',
    '<p>Wir können diese Bedingungen anpassen, wenn sich der Dienst verändert. Über wichtige Änderungen informieren wir dich per E-Mail oder in der App, bevor sie gelten; das Datum oben zeigt die aktuelle Fassung. Wenn du den Dienst nach einer Änderung weiter nutzt, gelten die neuen Bedingungen.</p>',
    '<h2>9. Kontakt</h2>',
    `<p>Fragen zu diesen Bedingungen? Schreib uns an ${contact}.</p>`,
  ].join('\n');
}

export function privacyTemplateDe(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input, dateLine);
  return [
    updated,
    `<p>Diese Erklärung beschreibt, welche personenbezogenen Daten ${name} erhebt, warum, an wen wir sie weitergeben und welche Wahlmöglichkeiten du hast. Wir erheben nur, was wir für den Betrieb des Dienstes brauchen, und verkaufen deine Daten niemals.</p>`,
    '<h2>1. Welche Daten wir erheben</h2>',
    '<ul>',
    '<li><strong>Kontodaten:</strong> dein Name, deine E-Mail-Adresse und, falls du eines hinzufügst, ein Profilfoto.</li>',
    '<li><strong>Was du erstellst:</strong> deine Beschreibungen, die Bilder, die du hochlädst, die daraus erstellten Ausmalbilder, deine ausgemalten Bilder und deine Favoriten.</li>',
    '<li><strong>Zahlungen:</strong> dein Tarif, gekaufte Seitenpakete, Beträge und Zeitpunkte. Kartendaten gehen direkt an unseren Zahlungsdienstleister und erreichen uns nie.</li>',
    '<li><strong>Technische Daten:</strong> deine IP-Adresse, dein Browser und die Zeitpunkte deiner Nutzung, gespeichert in Protokollen für die Sicherheit und zur Fehlerbehebung.</li>',
    '</ul>',
    '<h2>2. Wofür wir sie nutzen</h2>',
    '<ul>',
    '<li>Um dein Konto anzulegen und zu führen, dich anzumelden und deine Ausmalbilder zu erstellen (zur Erfüllung unseres Vertrags mit dir).</li>',
    '<li>Um Zahlungen abzuwickeln und die gesetzlich vorgeschriebenen Unterlagen aufzubewahren (Vertrag und rechtliche Verpflichtung).</li>',
    '<li>Um den Dienst sicher zu halten, Missbrauch zu verhindern und ihn zu verbessern (unser berechtigtes Interesse).</li>',
    '<li>Um deine Nachrichten zu beantworten und dich über wichtige Änderungen zu informieren (Vertrag und berechtigtes Interesse).</li>',
    '</ul>',
    '<h2>3. An wen wir sie weitergeben</h2>',
    '<p>Nur an Dienstleister, die uns beim Betrieb des Dienstes helfen und vertraglich verpflichtet sind, deine Daten zu schützen: unseren Hosting- und Speicheranbieter, unseren E-Mail-Versanddienst, unsere Zahlungsdienstleister und, wenn du ein Ausmalbild aus einer Beschreibung erstellst, unseren Dienst zur Bildgenerierung, der die Beschreibung erhält, aber weder deinen Namen noch deine E-Mail-Adresse. An Behörden geben wir Daten nur weiter, wenn das Gesetz es verlangt.</p>',
    '<p>Einige dieser Anbieter verarbeiten Daten möglicherweise außerhalb deines Landes. In diesem Fall stützen wir uns auf datenschutzrechtlich anerkannte Garantien wie Standardvertragsklauseln.</p>',
    '<h2>4. Wie lange wir sie speichern</h2>',
    '<p>Wir speichern deine Kontodaten, solange dein Konto besteht. Wenn du dein Konto löschst, löschen wir deine personenbezogenen Daten innerhalb von 30 Tagen, mit Ausnahme der Zahlungsbelege, die wir so lange aufbewahren, wie steuer- und handelsrechtliche Vorschriften es verlangen. Sicherheitsprotokolle werden bis zu 90 Tage aufbewahrt.</p>',
    '<h2>5. Cookies und lokaler Speicher</h2>',
    '<p>Wir verwenden keine Werbe- oder Tracking-Cookies. Die App speichert deine Anmeldesitzung im lokalen Speicher deines Browsers, damit du angemeldet bleibst; beim Abmelden wird sie entfernt.</p>',
    '<h2>6. Deine Rechte</h2>',
    `<p>Du kannst Auskunft über deine personenbezogenen Daten verlangen, sie berichtigen, exportieren oder löschen lassen und ihrer Verwendung widersprechen oder sie einschränken lassen. Vieles kannst du selbst auf deiner Kontoseite ändern; für alles andere schreib an ${contact}. Wir antworten innerhalb eines Monats. Außerdem hast du das Recht, dich bei deiner Datenschutzaufsichtsbehörde zu beschweren.</p>`,
    '<h2>7. Kinder</h2>',
    '<p>Kinder nutzen den Dienst über ein Konto, das ein Elternteil, eine andere erziehungsberechtigte Person oder eine Lehrkraft angelegt hat und beaufsichtigt; diese Person entscheidet, was das Kind erstellen und teilen darf. Wir erheben nicht wissentlich ohne diese Einwilligung Daten direkt von Kindern; falls du glaubst, dass das doch geschehen ist, melde dich bei uns, und wir löschen sie.</p>',
    '<h2>8. Sicherheit</h2>',
    '<p>Verbindungen zum Dienst sind verschlüsselt, die Anmeldung erfolgt mit Einmalcodes statt Passwörtern, und Zugriff auf personenbezogene Daten haben nur die Personen, die ihn für den Betrieb des Dienstes brauchen.</p>',
    '<h2>9. Änderungen und Kontakt</h2>',
    `<p>Über wichtige Änderungen dieser Erklärung informieren wir dich per E-Mail oder in der App; das Datum oben zeigt die aktuelle Fassung. Fragen oder Anliegen: ${contact}.</p>`,
  ].join('\n');
}
