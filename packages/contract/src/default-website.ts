import type { Website } from './website';

/**
 * The landing's first content: the server seeds it into the `website` setting, and the web app
 * shows it for any section it cannot read, so both must say the same. Admins edit all of it in
 * /admin/website; the seed never overwrites their edits. Icons are lucide icon names (the web app
 * draws them with lucide-react); social ids name the network. Metrics state product facts rather
 * than invented user counts, because a fresh install has no users to count.
 */
export const defaultLanding: Website['landing'] = {
  home: {
    visibility: true,
    title: 'Turn any idea into a colouring page',
    description:
      'Describe a dragon having a tea party or a cat flying to the moon, and get a clean, printable colouring page in seconds. Then colour it right on your screen, or print it for the kitchen table.',
    button: 'Start colouring for free',
    image: '',
    platforms: { web: '', android: '', ios: '', windows: '', mac: '', debian: '' },
  },
  howItWorks: {
    visibility: true,
    title: 'How it works',
    description: 'From a sentence to a finished picture in four small steps.',
    steps: [
      {
        title: 'Describe it',
        description:
          'Type what you would like to colour: an animal, a place, a favourite character in a funny situation. Short and simple works best.',
      },
      {
        title: 'Get your page',
        description:
          'Colorbook draws crisp black line art on a white page, with clear outlines and spaces big enough to fill. Prefer your own drawing? Upload it instead.',
      },
      {
        title: 'Colour it',
        description:
          'Pick a colour and tap to fill, or paint with a brush that never covers the lines. Undo anything, zoom in for the tiny details.',
      },
      {
        title: 'Keep it, print it, share it',
        description:
          'Your colouring is saved to your account. Download it or print it on A4 or Letter paper, and find it again whenever you like.',
      },
    ],
  },
  features: {
    visibility: true,
    title: 'Everything a colouring book needs',
    description: 'A bottomless book of pages and a set of crayons that never run out.',
    items: [
      {
        icon: 'wand-sparkles',
        title: 'Pages from a prompt',
        description:
          'Any idea becomes a colouring page with clean outlines, ready in about the time it takes to sharpen a pencil.',
      },
      {
        icon: 'image-up',
        title: 'Upload your own',
        description:
          'Have a drawing or a photo? Upload it and Colorbook turns it into line art you can colour.',
      },
      {
        icon: 'palette',
        title: 'A real painting kit',
        description:
          'Tap-to-fill that respects the lines, brushes in six sizes, an eraser, a custom colour picker and unlimited undo.',
      },
      {
        icon: 'heart',
        title: 'Favourites',
        description:
          'Keep the pages you love in one place and come back to them whenever inspiration strikes.',
      },
      {
        icon: 'printer',
        title: 'Download and print',
        description: 'Sharp 1024 × 1024 pictures that look good on screen and on paper, in A4 or Letter.',
      },
      {
        icon: 'tablet-smartphone',
        title: 'On every screen',
        description:
          'Colour with a finger on a tablet, a stylus on a phone or a mouse on a laptop. Install it like an app, even offline.',
      },
    ],
  },
  testimonials: {
    visibility: true,
    title: 'Loved at kitchen tables',
    description: 'What families, teachers and grown-up colourists say.',
    items: [
      {
        photo: '',
        feedback:
          'My daughter asks for "a unicorn who is a firefighter" and two minutes later she is colouring it. Rainy afternoons are saved.',
        name: 'Sofia M.',
        location: 'Lisbon, Portugal',
      },
      {
        photo: '',
        feedback:
          'I make a page for every topic we study: volcanoes, the water cycle, Roman soldiers. The children colour what they just learned.',
        name: 'Daniel K.',
        location: 'Leeds, United Kingdom',
      },
      {
        photo: '',
        feedback:
          'Colouring is how I switch off after work. The mandala pages and the fill tool that stays inside the lines are perfect for that.',
        name: 'Aiko T.',
        location: 'Osaka, Japan',
      },
      {
        photo: '',
        feedback:
          'We print a stack before every long car trip. Custom pages of our own dog have become a family tradition.',
        name: 'Marcus and Lena B.',
        location: 'Denver, USA',
      },
    ],
  },
  metrics: {
    visibility: true,
    title: 'Made for colouring',
    description: 'The small numbers behind a good colouring session.',
    items: [
      { value: '1024 × 1024', label: 'pixels on every page, sharp on paper' },
      { value: '19', label: 'ready-made colours, plus any you pick' },
      { value: '6', label: 'brush sizes, from fine detail to big fills' },
      { value: '0', label: 'lines covered by paint, ever' },
    ],
  },
  pricing: {
    visibility: true,
    title: 'Simple pricing',
    description:
      'Start free with a few new pages every month. The Starter plan adds favorites, download and print, with plenty of pages for the whole family; Advanced is for classrooms and daily colourists.',
  },
  faqs: {
    visibility: true,
    title: 'Frequently asked questions',
    description: 'Anything else? Write to us, we read every message.',
    items: [
      {
        question: 'What is Colorbook?',
        answer:
          'Colorbook makes colouring pages from a short description or from a picture you upload, and lets you colour them on screen. You can also browse and colour pages other people have made.',
      },
      {
        question: 'Is it really free to start?',
        answer:
          'Yes. The free plan gives you a few new pages and public pages to colour every month, no card needed. Upgrade only if you want more pages, favourites, downloads and printing.',
      },
      {
        question: 'Who can see the pages I create?',
        answer:
          'Pages you create appear in the public gallery so others can colour them too. Your colourings and favourites stay in your account. You can delete a page you made at any time and it disappears from every list.',
      },
      {
        question: 'Can I print my pages?',
        answer:
          'Yes, on the Starter and Advanced plans. Print a blank page to colour with crayons, or print your finished colouring. Pages are laid out for A4 and Letter paper.',
      },
      {
        question: 'What happens to unused pages at the end of the month?',
        answer:
          "Your plan's monthly pages start fresh at the beginning of each billing period. Pages you buy in a pack never expire, and they are used only after your monthly pages run out.",
      },
      {
        question: 'Can I cancel my subscription?',
        answer:
          'Any time, from your account page. You keep your plan until the end of the period you paid for, and everything you made stays in your account.',
      },
    ],
  },
  callToAction: {
    visibility: true,
    title: 'Your next favourite page is one sentence away',
    description: 'Create a free account and colour your first page in under a minute.',
    button: 'Create your first page',
  },
  contact: {
    visibility: true,
    title: 'Get in touch',
    description: 'Questions, ideas or a page that did not come out right? We would love to hear from you.',
    email: 'hello@example.com',
    phone: '',
    address: '',
  },
  footer: {
    visibility: true,
    description: 'Colouring pages from your imagination, for kids, classrooms and grown-ups.',
    socials: [
      { id: 'instagram', url: 'https://www.instagram.com/', icon: 'instagram' },
      { id: 'pinterest', url: 'https://www.pinterest.com/', icon: 'pinterest' },
      { id: 'youtube', url: 'https://www.youtube.com/', icon: 'youtube' },
    ],
  },
};
