import { type LegalFacts, legalFacts } from './legal-templates';

/** legal-templates.ts in French (tu, as the app speaks): same sections, same facts, same tags. */
const dateLine = { dateLocale: 'fr-FR', label: 'Dernière mise à jour :' };

export function termsTemplateFr(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input, dateLine);
  return [
    updated,
    `<p>Les présentes conditions encadrent ton utilisation de ${name}, un service qui transforme tes idées et tes images en coloriages que tu peux colorier en ligne, imprimer et partager. En créant un compte ou en utilisant le service, tu les acceptes. Si tu n’es pas d’accord, merci de ne pas utiliser ${name}.</p>`,
    '<h2>1. Ton compte</h2>',
    '<p>Tu te connectes avec un code à usage unique envoyé à ton adresse e-mail : protège donc l’accès à cette boîte mail, car toute personne qui peut la lire peut se connecter à ta place. Indique-nous ton vrai nom et une adresse e-mail que tu contrôles. Tu es responsable de ce qui se passe sur ton compte.</p>',
    '<p>Les enfants ne peuvent utiliser le service qu’au moyen d’un compte créé et supervisé par un parent, un tuteur ou un enseignant, qui accepte ces conditions en leur nom.</p>',
    '<h2>2. Les coloriages que tu crées</h2>',
    `<p>Tu conserves les droits que tu détiens sur les descriptions que tu écris et les images que tu importes. Tu accordes à ${name} une licence mondiale, non exclusive et gratuite pour les stocker, les traiter et les afficher, ainsi que les coloriages créés à partir d’elles, afin de faire fonctionner le service, y compris pour présenter des coloriages dans la galerie publique, où d’autres utilisateurs peuvent les colorier.</p>`,
    '<p>Importe uniquement des images que tu as le droit d’utiliser, et jamais de photos d’autres personnes sans leur accord. Les coloriages sont dessinés automatiquement par un service de génération d’images : le résultat peut être imparfait, et des descriptions proches peuvent donner des coloriages semblables à d’autres utilisateurs.</p>',
    '<h2>3. Utilisation acceptable</h2>',
    '<p>N’utilise pas le service pour créer ou partager des contenus illégaux, haineux, harcelants, sexuels ou violents, ou qui portent atteinte aux droits d’autrui. N’essaie pas de casser, de surcharger ou d’aspirer le service, ni de contourner ses limites, ni d’accéder aux comptes d’autres personnes. Nous pouvons retirer des coloriages et bloquer les comptes qui enfreignent ces règles.</p>',
    '<h2>4. Formules, paiements et remboursements</h2>',
    '<ul>',
    '<li>La formule gratuite comprend chaque mois un nombre limité de nouveaux coloriages et de coloriages publics.</li>',
    '<li>Les formules payantes sont facturées chaque mois, à l’avance, et se renouvellent automatiquement jusqu’à ce que tu les résilies. Tu peux résilier à tout moment depuis la page de ton compte ; ta formule reste active jusqu’à la fin de la période déjà payée.</li>',
    '<li>Les packs de pages se paient une seule fois et n’expirent pas. Les pages d’un pack sont utilisées une fois les pages du mois épuisées.</li>',
    '<li>Les paiements sont gérés par nos prestataires de paiement ; nous ne voyons jamais l’intégralité des données de ta carte.</li>',
    `<li>Si un problème est survenu avec un paiement ou avec un coloriage qui t’a été facturé, écris-nous à ${contact} dans un délai de 14 jours : nous corrigerons le problème ou te rembourserons. Cela ne porte pas atteinte aux droits que te confère le droit de la consommation.</li>`,
    '</ul>',
    '<h2>5. Notre service</h2>',
    `<p>Le logiciel, le design et les contenus intégrés de ${name} nous appartiennent ou appartiennent à nos concédants de licence. Nous faisons en sorte que le service reste disponible et que tes coloriages soient en sécurité, mais nous pouvons modifier, suspendre ou arrêter des fonctionnalités, et nous fournissons le service « en l’état », sans autres garanties que celles prévues par la loi.</p>`,
    '<h2>6. Responsabilité</h2>',
    '<p>Rien dans ces conditions ne limite une responsabilité qui ne peut pas être limitée par la loi, comme la responsabilité en cas de décès ou de dommage corporel causé par une négligence, ou en cas de fraude. Pour le reste, nous ne sommes pas responsables des pertes indirectes ou imprévisibles, et notre responsabilité totale envers toi est limitée au montant que tu nous as payé au cours des douze mois précédant la réclamation.</p>',
    '<h2>7. Fermeture de ton compte</h2>',
    '<p>Tu peux arrêter d’utiliser le service et nous demander de supprimer ton compte à tout moment. Nous pouvons suspendre ou fermer les comptes qui enfreignent ces conditions, et nous t’en donnerons la raison, sauf si la loi nous l’interdit.</p>',
    '<h2>8. Modifications de ces conditions</h2>',
    '<p>Nous pouvons mettre à jour ces conditions à mesure que le service évolue. Nous te prévenons des changements importants par e-mail ou dans l’application avant leur entrée en vigueur ; la date en haut de la page indique la dernière version. Si tu continues à utiliser le service après une modification, les nouvelles conditions s’appliquent.</p>',
    '<h2>9. Contact</h2>',
    `<p>Une question sur ces conditions ? Écris-nous à ${contact}.</p>`,
  ].join('\n');
}

export function privacyTemplateFr(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input, dateLine);
  return [
    updated,
    `<p>Cette politique explique quelles données personnelles ${name} collecte, pourquoi, avec qui nous les partageons et quels choix tu as. Nous ne collectons que ce dont nous avons besoin pour faire fonctionner le service, et nous ne vendons jamais tes données.</p>`,
    '<h2>1. Ce que nous collectons</h2>',
    '<ul>',
    '<li><strong>Informations du compte :</strong> ton nom, ton adresse e-mail et, si tu en ajoutes une, une photo de profil.</li>',
    '<li><strong>Ce que tu crées :</strong> les descriptions que tu écris, les images que tu importes, les coloriages créés à partir d’elles, tes mises en couleur et tes favoris.</li>',
    '<li><strong>Paiements :</strong> ta formule, les packs de pages achetés, les montants et les dates. Les données de ta carte vont directement à notre prestataire de paiement et ne nous parviennent jamais.</li>',
    '<li><strong>Données techniques :</strong> ton adresse IP, ton navigateur et les moments où tu utilises le service, conservés dans des journaux pour la sécurité et pour corriger les problèmes.</li>',
    '</ul>',
    '<h2>2. Pourquoi nous les utilisons</h2>',
    '<ul>',
    '<li>Pour créer et gérer ton compte, te permettre de te connecter et créer tes coloriages (exécution de notre contrat avec toi).</li>',
    '<li>Pour encaisser les paiements et conserver les documents exigés par la loi (contrat et obligation légale).</li>',
    '<li>Pour sécuriser le service, prévenir les abus et l’améliorer (notre intérêt légitime).</li>',
    '<li>Pour répondre à tes messages et te prévenir des changements importants (contrat et intérêt légitime).</li>',
    '</ul>',
    '<h2>3. Avec qui nous les partageons</h2>',
    '<p>Uniquement avec des prestataires qui nous aident à faire fonctionner le service, liés par des contrats qui les obligent à protéger tes données : notre hébergeur et prestataire de stockage, notre prestataire d’envoi d’e-mails, nos prestataires de paiement et, lorsque tu crées un coloriage à partir d’une description, notre prestataire de génération d’images, qui reçoit la description, mais ni ton nom ni ton adresse e-mail. Nous ne communiquons des données aux autorités que lorsque la loi l’exige.</p>',
    '<p>Certains de ces prestataires peuvent traiter des données en dehors de ton pays. Dans ce cas, nous nous appuyons sur des garanties reconnues par la réglementation sur la protection des données, comme les clauses contractuelles types.</p>',
    '<h2>4. Combien de temps nous les conservons</h2>',
    '<p>Nous conservons les données de ton compte tant que celui-ci existe. Quand tu supprimes ton compte, nous effaçons tes données personnelles sous 30 jours, à l’exception des justificatifs de paiement, que nous conservons aussi longtemps que l’exigent les règles fiscales et comptables. Les journaux de sécurité sont conservés jusqu’à 90 jours.</p>',
    '<h2>5. Cookies et stockage local</h2>',
    '<p>Nous n’utilisons pas de cookies publicitaires ni de traceurs. L’application garde ta session dans le stockage local de ton navigateur pour que tu n’aies pas à te reconnecter à chaque visite ; la déconnexion l’efface.</p>',
    '<h2>6. Tes droits</h2>',
    `<p>Tu peux demander à accéder à tes données personnelles, à les rectifier, à les exporter ou à les supprimer, et t’opposer à leur utilisation ou demander qu’elle soit limitée. Beaucoup d’informations se modifient directement sur la page de ton compte ; pour tout le reste, écris à ${contact}. Nous répondons dans un délai d’un mois. Tu as aussi le droit d’introduire une réclamation auprès de ton autorité de protection des données.</p>`,
    '<h2>7. Enfants</h2>',
    '<p>Les enfants utilisent le service au moyen d’un compte créé et supervisé par un parent, un tuteur ou un enseignant, qui décide de ce que l’enfant peut créer et partager. Nous ne collectons pas sciemment de données directement auprès d’enfants sans ce consentement ; si tu penses que cela s’est produit, contacte-nous et nous les supprimerons.</p>',
    '<h2>8. Sécurité</h2>',
    '<p>Les connexions au service sont chiffrées, l’identification se fait par des codes à usage unique plutôt que par des mots de passe, et l’accès aux données personnelles est réservé aux personnes qui en ont besoin pour faire fonctionner le service.</p>',
    '<h2>9. Modifications et contact</h2>',
    `<p>Nous te prévenons par e-mail ou dans l’application des changements importants apportés à cette politique ; la date en haut de la page indique la dernière version. Questions ou demandes : ${contact}.</p>`,
  ].join('\n');
}
