import type { Website } from '@colorbook/contract';

export const DEFAULT_APP_NAME = 'Colorbook';
export const DEFAULT_TAGLINE = 'Turn any idea into a colouring page.';

/**
 * Built-in landing copy, used when the `website` setting cannot be read or a section of it is
 * invalid, so visitors always see a complete page. Admins replace it from /admin/website.
 */
export const defaultWebsite: Website = {
  landing: {
    home: {
      visibility: true,
      title: 'Turn any idea into a colouring page',
      description:
        'Type a prompt or upload a picture and get a clean, printable line drawing in seconds. Colour it right here on your screen, or print it for the crayons.',
      button: 'Start colouring for free',
      image: '',
      platforms: { web: '', android: '', ios: '', windows: '', mac: '', debian: '' },
    },
    howItWorks: {
      visibility: true,
      title: 'How it works',
      description: 'From idea to finished artwork in three easy steps.',
      steps: [
        {
          title: 'Describe or upload',
          description:
            'Write what you would like to colour — “a dragon reading a book” — or upload a photo or drawing.',
        },
        {
          title: 'Get a clean page',
          description: 'We turn it into crisp black-and-white line art, ready to fill with colour.',
        },
        {
          title: 'Colour, save and share',
          description:
            'Colour on the canvas with brushes and a bright palette, then save, download or print it.',
        },
      ],
    },
    features: {
      visibility: true,
      title: 'Everything you need to get creative',
      description: 'Made for kids, parents, teachers and grown-ups who just love to colour.',
      items: [
        {
          icon: 'sparkles',
          title: 'AI page maker',
          description: 'Describe any scene and get a unique colouring page made just for you.',
        },
        {
          icon: 'upload',
          title: 'Photo to line art',
          description: 'Upload a photo or a sketch and turn it into an outline you can colour.',
        },
        {
          icon: 'brush',
          title: 'Colour on any screen',
          description:
            'Brushes, eraser, undo and a 19-colour palette that works with a mouse, finger or pen.',
        },
        {
          icon: 'heart',
          title: 'Favourites',
          description: 'Keep the pages you love in one place and come back to them any time.',
        },
        {
          icon: 'globe',
          title: 'A growing public library',
          description: 'Browse thousands of pages shared by the community, sorted by what is trending.',
        },
        {
          icon: 'printer',
          title: 'Download and print',
          description: 'Print clean pages on A4 or Letter for the table, the classroom or the road.',
        },
      ],
    },
    testimonials: {
      visibility: true,
      title: 'Loved by little and big artists',
      description: 'What families and teachers say about colouring with us.',
      items: [
        {
          photo: '',
          feedback:
            'My daughter asks for a “unicorn astronaut” every evening now. Bedtime colouring has never been easier.',
          name: 'Sofia M.',
          location: 'Lisbon, Portugal',
        },
        {
          photo: '',
          feedback:
            'I make a themed page for every lesson in minutes. The kids are thrilled to colour what we are learning.',
          name: 'Daniel K.',
          location: 'Leeds, United Kingdom',
        },
        {
          photo: '',
          feedback:
            'Colouring on my tablet after work is my favourite way to unwind. The pages are clean and beautiful.',
          name: 'Amara O.',
          location: 'Toronto, Canada',
        },
      ],
    },
    metrics: {
      visibility: true,
      title: 'Made for colouring',
      description: 'Small details that make every page a joy to fill in.',
      items: [
        { value: '1024 px', label: 'Crisp, print-ready pages' },
        { value: '19', label: 'Colours in the palette' },
        { value: '6', label: 'Brush sizes to choose from' },
        { value: '2', label: 'Print sizes: A4 and Letter' },
      ],
    },
    pricing: {
      visibility: true,
      title: 'Simple, friendly pricing',
      description:
        'Start for free. The Starter plan adds favorites, download and print, and Advanced gives you the most pages for less.',
    },
    faqs: {
      visibility: true,
      title: 'Frequently asked questions',
      description: 'Everything you may want to know before you start.',
      items: [
        {
          question: 'Is it free to try?',
          answer: 'Yes. Sign up with your email and you get free pages to create and colour, no card needed.',
        },
        {
          question: 'Can I print the pages?',
          answer:
            'Download and print are part of the paid plans. Pages print cleanly on A4 and Letter paper.',
        },
        {
          question: 'Is it suitable for children?',
          answer:
            'Yes. Prompts are checked before a page is made, and every page is simple black-and-white line art.',
        },
        {
          question: 'Can I cancel my subscription?',
          answer:
            'Any time, from your account page. Your plan stays active until the end of the period you paid for.',
        },
      ],
    },
    callToAction: {
      visibility: true,
      title: 'Ready to make your first page?',
      description: 'Join today and turn your next idea into something to colour.',
      button: 'Create your free account',
    },
    contact: {
      visibility: true,
      title: 'Get in touch',
      description: 'Questions, ideas or school licences? We would love to hear from you.',
      email: 'hello@colorbook.app',
      phone: '',
      address: '',
    },
    footer: {
      visibility: true,
      description: 'Colouring pages for every idea, made in seconds.',
      socials: [],
    },
  },
  terms: { visibility: false, content: '' },
  privacy: { visibility: false, content: '' },
};
