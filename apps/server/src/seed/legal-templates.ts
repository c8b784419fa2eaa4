/**
 * First texts of /terms and /privacy, in the simple HTML the admin's rich-text editor
 * produces. Complete documents, filled from the settings when seeded (app name, contact
 * email, date), so a fresh install publishes no bracketed placeholders. The page shows its
 * own title, so the documents start below it. Admins adapt them in /admin/website.
 */
export type LegalFacts = { appName: string; contactEmail: string; date: Date };

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * How a document in one language prints its date line (legal-templates-*.ts for the others);
 * the label ends with its colon, as French puts a space before it.
 */
export type LegalDateLine = { dateLocale: string; label: string };
const englishDateLine: LegalDateLine = { dateLocale: 'en-GB', label: 'Last updated:' };

/** The facts as the documents print them: escaped, the email a mail link, the dated first line. */
export function legalFacts(
  { appName, contactEmail, date }: LegalFacts,
  { dateLocale, label }: LegalDateLine = englishDateLine,
) {
  const email = escapeHtml(contactEmail);
  const day = date.toLocaleDateString(dateLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  return {
    name: escapeHtml(appName),
    contact: `<a href="mailto:${email}">${email}</a>`,
    updated: `<p><em>${label} ${day}</em></p>`,
  };
}

export function termsTemplate(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input);
  return [
    updated,
    `<p>These terms govern your use of ${name}, a service that turns your ideas and pictures into colouring pages you can colour online, print and share. By creating an account or using the service you agree to them. If you do not agree, please do not use ${name}.</p>`,
    '<h2>1. Your account</h2>',
    '<p>You sign in with a one-time code sent to your email address, so keep access to that mailbox safe; anyone who can read it can sign in as you. Give us a real name and an email address you control. You are responsible for what happens in your account.</p>',
    '<p>Children may use the service only through an account created and supervised by a parent, guardian or teacher, who accepts these terms on their behalf.</p>',
    '<h2>2. Pages you create</h2>',
    `<p>You keep the rights you have in the prompts you write and the pictures you upload. You give ${name} a worldwide, non-exclusive, royalty-free licence to store, process and display them, and the pages made from them, in order to run the service, including showing pages in the public gallery where other users can colour them.</p>`,
    '<p>Only upload pictures you have the right to use, and do not upload photos of other people without their permission. Pages are drawn automatically by an image generation service; results may be imperfect, and similar prompts may give similar pages to other users.</p>',
    '<h2>3. Acceptable use</h2>',
    '<p>Do not use the service to create or share content that is illegal, hateful, harassing, sexual, violent or that infringes the rights of others. Do not try to break, overload, scrape or get around the limits of the service, or access other people’s accounts. We may remove pages and block accounts that break these rules.</p>',
    '<h2>4. Plans, payments and refunds</h2>',
    '<ul>',
    '<li>The free plan includes a limited number of new pages and public pages each month.</li>',
    '<li>Paid plans are billed monthly in advance and renew automatically until you cancel. You can cancel at any time from your account page; your plan stays active until the end of the period you have paid for.</li>',
    '<li>Page packs are paid once and do not expire. Pages from a pack are used after your monthly pages run out.</li>',
    '<li>Payments are handled by our payment providers; we never see your full card details.</li>',
    `<li>If something went wrong with a payment or a page you were charged for, write to us at ${contact} within 14 days and we will put it right or refund you. This does not affect any rights you have under consumer law.</li>`,
    '</ul>',
    '<h2>5. Our service</h2>',
    `<p>The ${name} software, design and built-in content belong to us or our licensors. We work to keep the service available and your pages safe, but we may change, pause or stop features, and we provide the service “as is”, without warranties beyond those the law requires.</p>`,
    '<h2>6. Liability</h2>',
    '<p>Nothing in these terms limits liability that cannot be limited by law, such as liability for death or personal injury caused by negligence, or for fraud. Otherwise, we are not liable for indirect or unforeseeable losses, and our total liability to you is limited to the amount you paid us in the twelve months before the claim.</p>',
    '<h2>7. Ending your account</h2>',
    '<p>You can stop using the service and ask us to delete your account at any time. We may suspend or close accounts that break these terms, and will tell you why unless the law prevents it.</p>',
    '<h2>8. Changes to these terms</h2>',
    '<p>We may update these terms as the service changes. We will tell you about important changes by email or in the app before they apply; the date at the top shows the latest version. If you keep using the service after a change, the new terms apply.</p>',
    '<h2>9. Contact</h2>',
    `<p>Questions about these terms? Write to us at ${contact}.</p>`,
  ].join('\n');
}

export function privacyTemplate(input: LegalFacts): string {
  const { name, contact, updated } = legalFacts(input);
  return [
    updated,
    `<p>This policy explains what personal data ${name} collects, why, who we share it with and the choices you have. We collect only what we need to run the service, and we never sell your data.</p>`,
    '<h2>1. What we collect</h2>',
    '<ul>',
    '<li><strong>Account details:</strong> your name, email address and, if you add one, a profile photo.</li>',
    '<li><strong>What you make:</strong> the prompts you write, the pictures you upload, the pages made from them, your colourings and your favourites.</li>',
    '<li><strong>Payments:</strong> your plan, page packs bought, amounts and dates. Card details go straight to our payment provider and never reach us.</li>',
    '<li><strong>Technical data:</strong> your IP address, browser and the times you use the service, kept in logs for security and to fix problems.</li>',
    '</ul>',
    '<h2>2. Why we use it</h2>',
    '<ul>',
    '<li>To create and run your account, sign you in and make your pages (to perform our contract with you).</li>',
    '<li>To take payments and keep the records the law requires (contract and legal obligation).</li>',
    '<li>To keep the service secure, prevent abuse and improve it (our legitimate interests).</li>',
    '<li>To answer your messages and tell you about important changes (contract and legitimate interests).</li>',
    '</ul>',
    '<h2>3. Who we share it with</h2>',
    '<p>Only service providers that help us run the service, under contracts that oblige them to protect your data: our hosting and storage provider, our email delivery provider, our payment providers and, when you create a page with a prompt, our image generation provider, which receives the prompt but not your name or email address. We disclose data to authorities only when the law requires it.</p>',
    '<p>Some of these providers may process data outside your country. When they do, we rely on safeguards recognised by data protection law, such as standard contractual clauses.</p>',
    '<h2>4. How long we keep it</h2>',
    '<p>We keep your account data while your account exists. When you delete your account, we delete your personal data within 30 days, except payment records, which we keep for as long as tax and accounting law requires. Security logs are kept for up to 90 days.</p>',
    '<h2>5. Cookies and local storage</h2>',
    '<p>We do not use advertising or tracking cookies. The app keeps your sign-in session in your browser’s local storage so you stay signed in; signing out removes it.</p>',
    '<h2>6. Your rights</h2>',
    `<p>You can ask to see, correct, export or delete your personal data, and object to or restrict how we use it. Many details can be changed on your account page; for anything else write to ${contact}. We answer within one month. You also have the right to complain to your data protection authority.</p>`,
    '<h2>7. Children</h2>',
    '<p>Children use the service through an account created and supervised by a parent, guardian or teacher, who decides what the child may create and share. We do not knowingly collect data directly from children without that consent; if you believe we have, contact us and we will delete it.</p>',
    '<h2>8. Security</h2>',
    '<p>Connections to the service are encrypted, sign-in uses one-time codes instead of passwords, and access to personal data is limited to the people who need it to run the service.</p>',
    '<h2>9. Changes and contact</h2>',
    `<p>We will tell you about important changes to this policy by email or in the app; the date at the top shows the latest version. Questions or requests: ${contact}.</p>`,
  ].join('\n');
}
