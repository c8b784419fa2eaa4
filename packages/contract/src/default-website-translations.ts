import type { WebsiteTranslations } from './website-translations';

/*
 * The seeded landing copy (default-website.ts) in the other languages, written for families in
 * each language's informal register (tú, tu, du, você). Only words: names, numbers, pictures and
 * links come from the English sections. Terms and Privacy are not here: the server seeds them
 * from its own templates in each language (apps/server/src/seed/legal-templates-*.ts), built
 * from the install's facts; an admin should still have them checked for each country.
 */
export const defaultLandingTranslations: WebsiteTranslations = {
  es: {
    home: {
      tagline: 'Convierte cualquier idea en un dibujo para colorear',
      title: 'Convierte cualquier idea en un dibujo para colorear',
      description:
        'Describe un dragón tomando el té o un gato volando a la luna y en segundos tendrás un dibujo limpio, listo para imprimir. Después coloréalo en la pantalla o imprímelo para la mesa de la cocina.',
      button: 'Empieza a colorear gratis',
    },
    howItWorks: {
      title: 'Cómo funciona',
      description: 'De una frase a un dibujo terminado en cuatro pasitos.',
      steps: [
        {
          title: 'Descríbelo',
          description:
            'Escribe lo que te apetece colorear: un animal, un lugar, tu personaje favorito en una situación divertida. Cuanto más corto y sencillo, mejor.',
        },
        {
          title: 'Recibe tu dibujo',
          description:
            'Colorbook dibuja líneas negras nítidas sobre una hoja blanca, con contornos claros y espacios grandes para rellenar. ¿Prefieres tu propio dibujo? Súbelo.',
        },
        {
          title: 'Coloréalo',
          description:
            'Elige un color y toca para rellenar, o pinta con un pincel que nunca tapa las líneas. Deshaz lo que quieras y acerca la imagen para los detalles pequeños.',
        },
        {
          title: 'Guárdalo, imprímelo, compártelo',
          description:
            'Tu dibujo se guarda en tu cuenta. Descárgalo o imprímelo en A4 o Carta, y vuelve a él cuando quieras.',
        },
      ],
    },
    features: {
      title: 'Todo lo que necesita un libro para colorear',
      description: 'Un libro con páginas infinitas y unas ceras que nunca se gastan.',
      items: [
        {
          title: 'Dibujos a partir de una idea',
          description:
            'Cualquier idea se convierte en un dibujo con contornos limpios, listo en lo que tardas en sacar punta a un lápiz.',
        },
        {
          title: 'Sube el tuyo',
          description:
            '¿Tienes un dibujo o una foto? Súbelo y Colorbook lo convierte en líneas para colorear.',
        },
        {
          title: 'Un estuche de pintura de verdad',
          description:
            'Relleno con un toque que respeta las líneas, pinceles de seis tamaños, goma, selector de colores y deshacer sin límite.',
        },
        {
          title: 'Favoritos',
          description:
            'Guarda los dibujos que más te gustan en un solo sitio y vuelve a ellos cuando te llegue la inspiración.',
        },
        {
          title: 'Descarga e imprime',
          description:
            'Imágenes nítidas de 1024 × 1024 que quedan bien en pantalla y en papel, en A4 o Carta.',
        },
        {
          title: 'En cualquier pantalla',
          description:
            'Colorea con el dedo en una tableta, con un lápiz en el móvil o con el ratón en el portátil. Instálala como una app, incluso sin conexión.',
        },
      ],
    },
    testimonials: {
      title: 'Un éxito en la mesa de la cocina',
      description: 'Lo que cuentan familias, profes y adultos que colorean.',
      items: [
        {
          feedback:
            'Mi hija pide «una unicornio bombera» y dos minutos después ya la está coloreando. Las tardes de lluvia están salvadas.',
          location: 'Lisboa, Portugal',
        },
        {
          feedback:
            'Hago un dibujo para cada tema que estudiamos: volcanes, el ciclo del agua, soldados romanos. Los niños colorean lo que acaban de aprender.',
          location: 'Leeds, Reino Unido',
        },
        {
          feedback:
            'Colorear es mi forma de desconectar después del trabajo. Los mandalas y el relleno que no se sale de las líneas son perfectos.',
          location: 'Osaka, Japón',
        },
        {
          feedback:
            'Imprimimos un montón antes de cada viaje largo en coche. Los dibujos de nuestro propio perro ya son una tradición familiar.',
          name: 'Marcus y Lena B.',
          location: 'Denver, EE. UU.',
        },
      ],
    },
    metrics: {
      title: 'Hecho para colorear',
      description: 'Los pequeños números detrás de un buen rato coloreando.',
      items: [
        { label: 'píxeles en cada dibujo, nítido en papel' },
        { label: 'colores listos para usar, y cualquier otro que elijas' },
        { label: 'tamaños de pincel, del detalle fino al relleno grande' },
        { label: 'líneas tapadas por la pintura, nunca' },
      ],
    },
    pricing: {
      title: 'Precios sencillos',
      description:
        'Empieza gratis con unos cuantos dibujos nuevos cada mes. El plan Starter añade favoritos, descargas e impresión, con dibujos de sobra para toda la familia; Advanced es para clases y para quien colorea a diario.',
    },
    faqs: {
      title: 'Preguntas frecuentes',
      description: '¿Algo más? Escríbenos, leemos todos los mensajes.',
      items: [
        {
          question: '¿Qué es Colorbook?',
          answer:
            'Colorbook crea dibujos para colorear a partir de una descripción corta o de una imagen que subas, y te deja colorearlos en la pantalla. También puedes explorar y colorear dibujos que han hecho otras personas.',
        },
        {
          question: '¿De verdad es gratis empezar?',
          answer:
            'Sí. El plan gratuito te da cada mes unos cuantos dibujos nuevos y dibujos públicos para colorear, sin tarjeta. Mejora tu plan solo si quieres más dibujos, favoritos, descargas e impresión.',
        },
        {
          question: '¿Quién puede ver los dibujos que creo?',
          answer:
            'Los dibujos que creas aparecen en la galería pública para que otros también los coloreen. Tus coloreados y favoritos se quedan en tu cuenta. Puedes borrar un dibujo tuyo cuando quieras y desaparece de todas las listas.',
        },
        {
          question: '¿Puedo imprimir mis dibujos?',
          answer:
            'Sí, con los planes Starter y Advanced. Imprime un dibujo en blanco para colorearlo con ceras, o imprime el que ya has coloreado. Los dibujos están preparados para papel A4 y Carta.',
        },
        {
          question: '¿Qué pasa con los dibujos que no uso al final del mes?',
          answer:
            'Los dibujos mensuales de tu plan se renuevan al principio de cada periodo de pago. Los que compras en un pack nunca caducan y solo se usan cuando se acaban los mensuales.',
        },
        {
          question: '¿Puedo cancelar mi suscripción?',
          answer:
            'Cuando quieras, desde tu cuenta. Mantienes tu plan hasta el final del periodo pagado y todo lo que has creado se queda en tu cuenta.',
        },
      ],
    },
    callToAction: {
      title: 'Tu próximo dibujo favorito está a una frase',
      description: 'Crea una cuenta gratis y colorea tu primer dibujo en menos de un minuto.',
      button: 'Crea tu primer dibujo',
    },
    contact: {
      title: 'Escríbenos',
      description: '¿Preguntas, ideas o un dibujo que no salió bien? Nos encantará saber de ti.',
    },
    footer: {
      description: 'Dibujos para colorear salidos de tu imaginación, para peques, clases y adultos.',
    },
  },
  fr: {
    home: {
      tagline: 'Transforme chaque idée en coloriage',
      title: 'Transforme chaque idée en coloriage',
      description:
        'Décris un dragon qui prend le thé ou un chat qui s’envole vers la lune, et reçois en quelques secondes un coloriage net, prêt à imprimer. Colorie-le ensuite sur l’écran, ou imprime-le pour la table de la cuisine.',
      button: 'Colorier gratuitement',
    },
    howItWorks: {
      title: 'Comment ça marche',
      description: 'D’une phrase à un dessin terminé, en quatre petites étapes.',
      steps: [
        {
          title: 'Décris-le',
          description:
            'Écris ce que tu as envie de colorier : un animal, un lieu, ton personnage préféré dans une situation rigolote. Court et simple, c’est le mieux.',
        },
        {
          title: 'Reçois ton coloriage',
          description:
            'Colorbook trace des traits noirs bien nets sur une page blanche, avec des contours clairs et des zones assez grandes pour les remplir. Tu préfères ton propre dessin ? Importe-le.',
        },
        {
          title: 'Colorie',
          description:
            'Choisis une couleur et touche pour remplir, ou peins avec un pinceau qui ne déborde jamais sur les traits. Annule ce que tu veux, zoome pour les petits détails.',
        },
        {
          title: 'Garde-le, imprime-le, partage-le',
          description:
            'Ton coloriage est enregistré dans ton compte. Télécharge-le ou imprime-le en A4 ou Letter, et retrouve-le quand tu veux.',
        },
      ],
    },
    features: {
      title: 'Tout ce qu’il faut à un cahier de coloriage',
      description: 'Un cahier aux pages infinies et des crayons qui ne s’usent jamais.',
      items: [
        {
          title: 'Des coloriages à partir d’une idée',
          description:
            'N’importe quelle idée devient un coloriage aux contours nets, prêt le temps de tailler un crayon.',
        },
        {
          title: 'Importe le tien',
          description: 'Un dessin ou une photo ? Importe-le et Colorbook en fait un coloriage.',
        },
        {
          title: 'Une vraie boîte de peinture',
          description:
            'Un remplissage qui respecte les traits, des pinceaux en six tailles, une gomme, un nuancier libre et des annulations à volonté.',
        },
        {
          title: 'Favoris',
          description:
            'Garde tes coloriages préférés au même endroit et reviens-y dès que l’inspiration arrive.',
        },
        {
          title: 'Télécharge et imprime',
          description:
            'Des images nettes de 1024 × 1024, belles à l’écran comme sur papier, en A4 ou Letter.',
        },
        {
          title: 'Sur tous les écrans',
          description:
            'Colorie du doigt sur une tablette, au stylet sur un téléphone ou à la souris sur un ordinateur. Installe-la comme une appli, même hors ligne.',
        },
      ],
    },
    testimonials: {
      title: 'Adopté autour de la table de la cuisine',
      description: 'Ce qu’en disent les familles, les enseignants et les grands qui colorient.',
      items: [
        {
          feedback:
            'Ma fille demande « une licorne pompière » et deux minutes plus tard, elle la colorie. Les après-midi pluvieux sont sauvés.',
          location: 'Lisbonne, Portugal',
        },
        {
          feedback:
            'Je crée un coloriage pour chaque thème étudié : les volcans, le cycle de l’eau, les soldats romains. Les enfants colorient ce qu’ils viennent d’apprendre.',
          location: 'Leeds, Royaume-Uni',
        },
        {
          feedback:
            'Colorier, c’est ma façon de décrocher après le travail. Les mandalas et le remplissage qui reste dans les traits sont parfaits pour ça.',
          location: 'Osaka, Japon',
        },
        {
          feedback:
            'On en imprime une pile avant chaque long trajet en voiture. Les coloriages de notre propre chien sont devenus une tradition familiale.',
          name: 'Marcus et Lena B.',
          location: 'Denver, États-Unis',
        },
      ],
    },
    metrics: {
      title: 'Fait pour colorier',
      description: 'Les petits chiffres derrière un bon moment de coloriage.',
      items: [
        { label: 'pixels sur chaque page, nette sur papier' },
        { label: 'couleurs prêtes à l’emploi, et toutes celles que tu choisis' },
        { label: 'tailles de pinceau, du petit détail aux grands aplats' },
        { label: 'trait recouvert par la peinture, jamais' },
      ],
    },
    pricing: {
      title: 'Des tarifs simples',
      description:
        'Commence gratuitement avec quelques nouveaux coloriages chaque mois. La formule Starter ajoute les favoris, le téléchargement et l’impression, avec de quoi occuper toute la famille ; Advanced est faite pour les classes et les passionnés.',
    },
    faqs: {
      title: 'Questions fréquentes',
      description: 'Autre chose ? Écris-nous, on lit chaque message.',
      items: [
        {
          question: 'C’est quoi, Colorbook ?',
          answer:
            'Colorbook crée des coloriages à partir d’une courte description ou d’une image que tu importes, et te permet de les colorier à l’écran. Tu peux aussi parcourir et colorier les coloriages créés par d’autres.',
        },
        {
          question: 'C’est vraiment gratuit pour commencer ?',
          answer:
            'Oui. La formule gratuite te donne chaque mois quelques nouveaux coloriages et des coloriages publics, sans carte bancaire. Passe à une autre formule seulement si tu veux plus de pages, des favoris, le téléchargement et l’impression.',
        },
        {
          question: 'Qui peut voir les coloriages que je crée ?',
          answer:
            'Les coloriages que tu crées apparaissent dans la galerie publique pour que d’autres puissent aussi les colorier. Tes mises en couleur et tes favoris restent dans ton compte. Tu peux supprimer un coloriage à tout moment : il disparaît de toutes les listes.',
        },
        {
          question: 'Je peux imprimer mes coloriages ?',
          answer:
            'Oui, avec les formules Starter et Advanced. Imprime une page vierge à colorier aux crayons, ou ton coloriage terminé. Les pages sont mises en forme pour le A4 et le Letter.',
        },
        {
          question: 'Que deviennent les pages non utilisées à la fin du mois ?',
          answer:
            'Les pages mensuelles de ta formule repartent à zéro au début de chaque période de facturation. Les pages achetées en pack n’expirent jamais et ne servent qu’une fois tes pages mensuelles épuisées.',
        },
        {
          question: 'Je peux résilier mon abonnement ?',
          answer:
            'Quand tu veux, depuis ton compte. Tu gardes ta formule jusqu’à la fin de la période payée, et tout ce que tu as créé reste dans ton compte.',
        },
      ],
    },
    callToAction: {
      title: 'Ton prochain coloriage préféré tient en une phrase',
      description: 'Crée un compte gratuit et colorie ta première page en moins d’une minute.',
      button: 'Créer mon premier coloriage',
    },
    contact: {
      title: 'Écris-nous',
      description: 'Une question, une idée ou un coloriage raté ? On sera ravis de te lire.',
    },
    footer: {
      description: 'Des coloriages sortis de ton imagination, pour les enfants, les classes et les grands.',
    },
  },
  de: {
    home: {
      tagline: 'Mach aus jeder Idee ein Ausmalbild',
      title: 'Mach aus jeder Idee ein Ausmalbild',
      description:
        'Beschreib einen Drachen beim Teekränzchen oder eine Katze auf dem Weg zum Mond, und in Sekunden hast du ein sauberes Ausmalbild zum Ausdrucken. Mal es direkt am Bildschirm aus oder druck es für den Küchentisch.',
      button: 'Kostenlos losmalen',
    },
    howItWorks: {
      title: 'So geht’s',
      description: 'Von einem Satz zum fertigen Bild in vier kleinen Schritten.',
      steps: [
        {
          title: 'Beschreib es',
          description:
            'Schreib, was du ausmalen möchtest: ein Tier, einen Ort, deine Lieblingsfigur in einer lustigen Lage. Kurz und einfach klappt am besten.',
        },
        {
          title: 'Hol dir dein Bild',
          description:
            'Colorbook zeichnet klare schwarze Linien auf weißes Papier, mit deutlichen Umrissen und Flächen, die groß genug zum Ausmalen sind. Lieber deine eigene Zeichnung? Lade sie einfach hoch.',
        },
        {
          title: 'Mal es aus',
          description:
            'Wähl eine Farbe und tipp zum Füllen, oder mal mit einem Pinsel, der nie über die Linien geht. Alles lässt sich rückgängig machen, und für die kleinen Details zoomst du hinein.',
        },
        {
          title: 'Behalten, drucken, teilen',
          description:
            'Dein Bild wird in deinem Konto gespeichert. Lade es herunter oder druck es auf A4 oder Letter, und finde es jederzeit wieder.',
        },
      ],
    },
    features: {
      title: 'Alles, was ein Malbuch braucht',
      description: 'Ein Malbuch ohne letzte Seite und Stifte, die nie leer werden.',
      items: [
        {
          title: 'Bilder aus einer Idee',
          description:
            'Jede Idee wird zum Ausmalbild mit sauberen Umrissen – fertig in der Zeit, in der du einen Stift spitzt.',
        },
        {
          title: 'Lade deins hoch',
          description:
            'Du hast eine Zeichnung oder ein Foto? Lade es hoch, und Colorbook macht daraus ein Ausmalbild.',
        },
        {
          title: 'Ein echter Malkasten',
          description:
            'Füllen per Tipp, das die Linien respektiert, Pinsel in sechs Größen, ein Radiergummi, eine freie Farbauswahl und unbegrenztes Rückgängigmachen.',
        },
        {
          title: 'Favoriten',
          description:
            'Bewahr deine Lieblingsbilder an einem Ort auf und komm zurück, wann immer dich die Lust packt.',
        },
        {
          title: 'Herunterladen und drucken',
          description:
            'Scharfe Bilder mit 1024 × 1024 Pixeln, die auf dem Bildschirm und auf Papier gut aussehen, in A4 oder Letter.',
        },
        {
          title: 'Auf jedem Bildschirm',
          description:
            'Mal mit dem Finger auf dem Tablet, mit dem Stift auf dem Handy oder mit der Maus am Laptop. Installier es wie eine App, auch offline.',
        },
      ],
    },
    testimonials: {
      title: 'Beliebt an Küchentischen',
      description: 'Was Familien, Lehrkräfte und erwachsene Ausmalfans sagen.',
      items: [
        {
          feedback:
            'Meine Tochter wünscht sich „ein Einhorn, das Feuerwehrfrau ist“, und zwei Minuten später malt sie es schon aus. Regnerische Nachmittage sind gerettet.',
          location: 'Lissabon, Portugal',
        },
        {
          feedback:
            'Ich mache zu jedem Thema, das wir durchnehmen, ein Bild: Vulkane, der Wasserkreislauf, römische Soldaten. Die Kinder malen aus, was sie gerade gelernt haben.',
          location: 'Leeds, Vereinigtes Königreich',
        },
        {
          feedback:
            'Ausmalen ist mein Weg, nach der Arbeit abzuschalten. Die Mandalas und das Füllen, das in den Linien bleibt, sind dafür perfekt.',
          location: 'Osaka, Japan',
        },
        {
          feedback:
            'Vor jeder langen Autofahrt drucken wir einen ganzen Stapel aus. Bilder von unserem eigenen Hund sind längst Familientradition.',
          name: 'Marcus und Lena B.',
          location: 'Denver, USA',
        },
      ],
    },
    metrics: {
      title: 'Gemacht zum Ausmalen',
      description: 'Die kleinen Zahlen hinter einer schönen Malstunde.',
      items: [
        { label: 'Pixel auf jeder Seite, gestochen scharf auf Papier' },
        { label: 'fertige Farben, dazu jede, die du wählst' },
        { label: 'Pinselgrößen, vom feinen Detail bis zur großen Fläche' },
        { label: 'Linien, die von Farbe verdeckt werden – niemals' },
      ],
    },
    pricing: {
      title: 'Einfache Preise',
      description:
        'Starte kostenlos mit ein paar neuen Bildern jeden Monat. Der Tarif Starter bringt Favoriten, Download und Drucken, mit reichlich Bildern für die ganze Familie; Advanced ist für Schulklassen und alle, die täglich malen.',
    },
    faqs: {
      title: 'Häufige Fragen',
      description: 'Noch etwas? Schreib uns, wir lesen jede Nachricht.',
      items: [
        {
          question: 'Was ist Colorbook?',
          answer:
            'Colorbook macht Ausmalbilder aus einer kurzen Beschreibung oder aus einem Bild, das du hochlädst, und du malst sie direkt am Bildschirm aus. Du kannst auch Bilder ansehen und ausmalen, die andere gemacht haben.',
        },
        {
          question: 'Ist der Einstieg wirklich kostenlos?',
          answer:
            'Ja. Der kostenlose Tarif gibt dir jeden Monat ein paar neue Bilder und öffentliche Bilder zum Ausmalen, ganz ohne Karte. Wechsle nur, wenn du mehr Bilder, Favoriten, Downloads und Drucken möchtest.',
        },
        {
          question: 'Wer sieht die Bilder, die ich mache?',
          answer:
            'Deine Bilder erscheinen in der öffentlichen Galerie, damit andere sie auch ausmalen können. Deine ausgemalten Bilder und Favoriten bleiben in deinem Konto. Du kannst ein eigenes Bild jederzeit löschen, dann verschwindet es aus allen Listen.',
        },
        {
          question: 'Kann ich meine Bilder ausdrucken?',
          answer:
            'Ja, mit den Tarifen Starter und Advanced. Druck ein leeres Bild zum Ausmalen mit Buntstiften oder dein fertig ausgemaltes Bild. Die Seiten sind für A4 und Letter eingerichtet.',
        },
        {
          question: 'Was passiert mit ungenutzten Bildern am Monatsende?',
          answer:
            'Die monatlichen Bilder deines Tarifs starten zu Beginn jedes Abrechnungszeitraums neu. Bilder aus einem Paket verfallen nie und werden erst genutzt, wenn die monatlichen aufgebraucht sind.',
        },
        {
          question: 'Kann ich mein Abo kündigen?',
          answer:
            'Jederzeit, in deinem Konto. Dein Tarif bleibt bis zum Ende des bezahlten Zeitraums, und alles, was du gemacht hast, bleibt in deinem Konto.',
        },
      ],
    },
    callToAction: {
      title: 'Dein nächstes Lieblingsbild ist nur einen Satz entfernt',
      description: 'Leg ein kostenloses Konto an und mal dein erstes Bild in weniger als einer Minute aus.',
      button: 'Erstes Bild erstellen',
    },
    contact: {
      title: 'Schreib uns',
      description:
        'Fragen, Ideen oder ein Bild, das nicht gut geworden ist? Wir freuen uns, von dir zu hören.',
    },
    footer: { description: 'Ausmalbilder aus deiner Fantasie, für Kinder, Schulklassen und Erwachsene.' },
  },
  'pt-BR': {
    home: {
      tagline: 'Transforme qualquer ideia em um desenho para colorir',
      title: 'Transforme qualquer ideia em um desenho para colorir',
      description:
        'Descreva um dragão tomando chá ou um gato voando até a lua e, em segundos, receba um desenho caprichado, pronto para imprimir. Depois, pinte na tela ou imprima para colorir na mesa da cozinha.',
      button: 'Comece a colorir grátis',
    },
    howItWorks: {
      title: 'Como funciona',
      description: 'De uma frase a um desenho pronto em quatro passinhos.',
      steps: [
        {
          title: 'Descreva',
          description:
            'Escreva o que você quer colorir: um bicho, um lugar, seu personagem favorito numa situação engraçada. Curto e simples funciona melhor.',
        },
        {
          title: 'Receba seu desenho',
          description:
            'O Colorbook desenha traços pretos e nítidos numa folha branca, com contornos claros e espaços grandes para preencher. Prefere seu próprio desenho? É só enviar.',
        },
        {
          title: 'Pinte',
          description:
            'Escolha uma cor e toque para preencher, ou pinte com um pincel que nunca cobre os traços. Desfaça o que quiser e dê zoom nos detalhes pequenos.',
        },
        {
          title: 'Guarde, imprima, compartilhe',
          description:
            'Sua pintura fica salva na sua conta. Baixe ou imprima em A4 ou Carta, e encontre de novo quando quiser.',
        },
      ],
    },
    features: {
      title: 'Tudo o que um livro de colorir precisa',
      description: 'Um livro com páginas sem fim e lápis de cor que nunca acabam.',
      items: [
        {
          title: 'Desenhos a partir de uma ideia',
          description:
            'Qualquer ideia vira um desenho para colorir com contornos limpos, pronto no tempo de apontar um lápis.',
        },
        {
          title: 'Envie o seu',
          description: 'Tem um desenho ou uma foto? Envie e o Colorbook transforma em traços para colorir.',
        },
        {
          title: 'Um estojo de pintura de verdade',
          description:
            'Preenchimento com um toque que respeita os traços, pincéis em seis tamanhos, borracha, seletor de cores e desfazer sem limite.',
        },
        {
          title: 'Favoritos',
          description:
            'Guarde os desenhos que você mais gosta num só lugar e volte a eles quando bater a inspiração.',
        },
        {
          title: 'Baixe e imprima',
          description: 'Imagens nítidas de 1024 × 1024 que ficam lindas na tela e no papel, em A4 ou Carta.',
        },
        {
          title: 'Em qualquer tela',
          description:
            'Pinte com o dedo no tablet, com a caneta no celular ou com o mouse no notebook. Instale como um app, até off-line.',
        },
      ],
    },
    testimonials: {
      title: 'Sucesso na mesa da cozinha',
      description: 'O que dizem famílias, professores e adultos que amam colorir.',
      items: [
        {
          feedback:
            'Minha filha pede "uma unicórnio bombeira" e dois minutos depois já está pintando. As tardes de chuva estão salvas.',
          location: 'Lisboa, Portugal',
        },
        {
          feedback:
            'Faço um desenho para cada assunto que estudamos: vulcões, o ciclo da água, soldados romanos. As crianças pintam o que acabaram de aprender.',
          location: 'Leeds, Reino Unido',
        },
        {
          feedback:
            'Colorir é meu jeito de desligar depois do trabalho. As mandalas e o preenchimento que não sai dos traços são perfeitos para isso.',
          location: 'Osaka, Japão',
        },
        {
          feedback:
            'A gente imprime uma pilha antes de toda viagem longa de carro. Desenhos do nosso próprio cachorro viraram tradição da família.',
          name: 'Marcus e Lena B.',
          location: 'Denver, EUA',
        },
      ],
    },
    metrics: {
      title: 'Feito para colorir',
      description: 'Os pequenos números por trás de uma boa hora de pintura.',
      items: [
        { label: 'pixels em cada desenho, nítido no papel' },
        { label: 'cores prontas, e mais qualquer uma que você escolher' },
        { label: 'tamanhos de pincel, do detalhe fino ao preenchimento grande' },
        { label: 'traços cobertos pela tinta, nunca' },
      ],
    },
    pricing: {
      title: 'Preços simples',
      description:
        'Comece grátis com alguns desenhos novos todo mês. O plano Starter traz favoritos, download e impressão, com desenhos de sobra para a família toda; o Advanced é para salas de aula e para quem pinta todo dia.',
    },
    faqs: {
      title: 'Perguntas frequentes',
      description: 'Mais alguma coisa? Escreva pra gente, lemos todas as mensagens.',
      items: [
        {
          question: 'O que é o Colorbook?',
          answer:
            'O Colorbook cria desenhos para colorir a partir de uma descrição curta ou de uma imagem que você envia, e deixa você pintar na tela. Você também pode explorar e pintar desenhos que outras pessoas fizeram.',
        },
        {
          question: 'É grátis mesmo para começar?',
          answer:
            'Sim. O plano grátis dá a você alguns desenhos novos e desenhos públicos para colorir todo mês, sem cartão. Mude de plano só se quiser mais desenhos, favoritos, downloads e impressão.',
        },
        {
          question: 'Quem pode ver os desenhos que eu crio?',
          answer:
            'Os desenhos que você cria aparecem na galeria pública para que outras pessoas também possam pintar. Suas pinturas e favoritos ficam na sua conta. Você pode apagar um desenho seu quando quiser, e ele some de todas as listas.',
        },
        {
          question: 'Posso imprimir meus desenhos?',
          answer:
            'Sim, nos planos Starter e Advanced. Imprima um desenho em branco para pintar com lápis de cor, ou imprima sua pintura pronta. Os desenhos são diagramados para papel A4 e Carta.',
        },
        {
          question: 'O que acontece com os desenhos que sobram no fim do mês?',
          answer:
            'Os desenhos mensais do seu plano recomeçam no início de cada período de cobrança. Os que você compra em pacote nunca vencem e só são usados depois que os mensais acabam.',
        },
        {
          question: 'Posso cancelar minha assinatura?',
          answer:
            'Quando quiser, na sua conta. Você continua com seu plano até o fim do período pago, e tudo o que você criou fica na sua conta.',
        },
      ],
    },
    callToAction: {
      title: 'Seu próximo desenho favorito está a uma frase de distância',
      description: 'Crie uma conta grátis e pinte seu primeiro desenho em menos de um minuto.',
      button: 'Crie seu primeiro desenho',
    },
    contact: {
      title: 'Fale com a gente',
      description: 'Dúvidas, ideias ou um desenho que não ficou bom? Vamos adorar ter notícias suas.',
    },
    footer: {
      description: 'Desenhos para colorir saídos da sua imaginação, para crianças, escolas e adultos.',
    },
  },
};
