import type { Website } from '@colorbook/contract';
import { evenItemClass, evenListClass } from './even-grid';
import { Section } from './section';
import { SectionHeading } from './section-heading';

const tones = [
  'bg-brand-600 text-white',
  'bg-coral-500 text-white',
  'bg-sunny-400 text-ink-900',
  'bg-mint-500 text-white',
];

export function HowItWorksSection({ content }: { content: Website['landing']['howItWorks'] }) {
  return (
    <Section id="how-it-works" className="bg-surface">
      <SectionHeading title={content.title} description={content.description} />
      <ol className={`mt-14 ${evenListClass}`}>
        {content.steps.map((step, index) => (
          <li
            key={step.title}
            className={`relative rounded-card bg-paper p-7 ring-1 ring-ink-200/60 transition hover:-translate-y-0.5 hover:shadow-soft ${evenItemClass(content.steps.length)}`}
          >
            <span
              className={`grid size-12 place-items-center rounded-2xl font-display text-xl font-black shadow-soft ${tones[index % tones.length]}`}
            >
              {index + 1}
            </span>
            <h3 className="mt-5 text-xl font-extrabold">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-ink-600">{step.description}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
