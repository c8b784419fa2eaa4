import type { Website } from '@colorbook/contract';
import { evenItemClass, evenListClass } from './even-grid';
import { FeatureIcon } from './feature-icon';
import { Section } from './section';
import { SectionHeading } from './section-heading';

const tones = [
  'bg-brand-100 text-brand-700',
  'bg-coral-100 text-coral-600',
  'bg-sunny-100 text-sunny-700',
  'bg-mint-100 text-mint-700',
];

export function FeaturesSection({ content }: { content: Website['landing']['features'] }) {
  return (
    <Section id="features">
      <SectionHeading title={content.title} description={content.description} />
      <ul className={`mt-14 ${evenListClass}`}>
        {content.items.map((item, index) => (
          <li
            key={item.title}
            className={`rounded-card bg-surface p-7 shadow-soft ring-1 ring-ink-200/60 ${evenItemClass(content.items.length)}`}
          >
            <span className={`grid size-13 place-items-center rounded-2xl ${tones[index % tones.length]}`}>
              <FeatureIcon icon={item.icon} className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-extrabold">{item.title}</h3>
            <p className="mt-1.5 leading-relaxed text-ink-600">{item.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
