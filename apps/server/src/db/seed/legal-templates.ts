/**
 * Starting points for /terms and /privacy, in the simple HTML the admin's rich-text editor
 * produces. They are templates, not legal advice, and say so at the top so nobody ships
 * them by mistake.
 */

const templateNotice =
  '<p><strong>Template: replace this text.</strong> This is placeholder text shipped with Colorbook. ' +
  'Have it reviewed and replaced before you publish the site; it is not legal advice.</p>';

export const termsTemplate = [
  '<h1>Terms of Service</h1>',
  templateNotice,
  '<p>Last updated: [date]</p>',
  '<h2>1. Who we are</h2>',
  '<p>[Company name], [address] ("we", "us") runs this colouring service. By creating an account you agree to these terms.</p>',
  '<h2>2. Your account</h2>',
  '<p>You sign in with a one-time code sent to your email address. Keep access to that address safe. Accounts for children must be created and supervised by a parent, guardian or teacher.</p>',
  '<h2>3. Pages you create</h2>',
  '<p>Pages you create or upload are shown in the public gallery, where other users can colour them. Only upload pictures you have the right to use. We may remove pages that break these terms or the law.</p>',
  '<h2>4. Plans and payments</h2>',
  '<p>Paid plans renew every month until cancelled. You can cancel at any time from your account; the plan stays active until the end of the paid period. Page packs do not expire. [Describe your refund policy here.]</p>',
  '<h2>5. Acceptable use</h2>',
  '<p>Do not use the service to create content that is illegal, hateful, sexual or violent, or that infringes the rights of others, and do not try to disrupt or misuse the service.</p>',
  '<h2>6. Liability</h2>',
  '<p>The service is provided as it is. [Limitation of liability wording for your jurisdiction.]</p>',
  '<h2>7. Changes and contact</h2>',
  '<p>We will tell you about important changes to these terms by email. Questions: [contact email].</p>',
].join('\n');

export const privacyTemplate = [
  '<h1>Privacy Policy</h1>',
  templateNotice,
  '<p>Last updated: [date]</p>',
  '<h2>1. What we collect</h2>',
  '<ul>',
  '<li>Your name, email address and, if you add one, a profile photo.</li>',
  '<li>The prompts you write, the pages you create or upload, and your colourings and favourites.</li>',
  '<li>Payment records (plan, amount, date). Card details are handled by our payment provider and never reach us.</li>',
  '<li>Basic technical logs (such as IP address and browser) kept for security.</li>',
  '</ul>',
  '<h2>2. Why we use it</h2>',
  '<p>To run your account, create and store your pages, process payments, keep the service secure and answer your messages. We do not sell your data.</p>',
  '<h2>3. Who we share it with</h2>',
  '<p>Service providers that help us run Colorbook: [hosting provider], [email provider], [payment provider] and, when you generate a page, [image generation provider], which receives your prompt.</p>',
  '<h2>4. How long we keep it</h2>',
  '<p>While your account exists, and [retention period] after you ask us to delete it, unless the law requires longer (for example, payment records).</p>',
  '<h2>5. Your rights</h2>',
  '<p>You can see, correct, export or delete your data. Write to [contact email]. You may also complain to your data protection authority.</p>',
  '<h2>6. Children</h2>',
  "<p>[Describe how children's accounts are created and supervised, and how you meet the rules that apply in your country.]</p>",
].join('\n');
