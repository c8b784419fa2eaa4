import type { Website } from '@colorbook/contract';
import { type LucideIcon, Mail, MapPin, Phone } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Section } from './section';
import { SectionHeading } from './section-heading';

type Channel = { icon: LucideIcon; label: string; value: string; href?: string; tone: string };

export function ContactSection({ content }: { content: Website['landing']['contact'] }) {
  const intl = useIntl();
  const channels: Channel[] = [
    {
      icon: Mail,
      label: intl.formatMessage({ id: 'landing.contact.email' }),
      value: content.email,
      href: `mailto:${content.email}`,
      tone: 'bg-brand-100 text-brand-700',
    },
    {
      icon: Phone,
      label: intl.formatMessage({ id: 'landing.contact.phone' }),
      value: content.phone,
      href: `tel:${content.phone.replace(/[^\d+]/g, '')}`,
      tone: 'bg-coral-100 text-coral-600',
    },
    {
      icon: MapPin,
      label: intl.formatMessage({ id: 'landing.contact.address' }),
      value: content.address,
      tone: 'bg-mint-100 text-mint-700',
    },
  ].filter((channel) => channel.value.trim());

  return (
    <Section id="contact">
      <SectionHeading title={content.title} description={content.description} />
      {channels.length > 0 && (
        <ul className="mx-auto mt-12 flex max-w-5xl flex-wrap justify-center gap-5">
          {channels.map(({ icon: Icon, label, value, href, tone }) => (
            <li key={label} className="w-full sm:w-72">
              <div className="flex h-full items-center gap-4 rounded-card bg-surface p-5 shadow-soft ring-1 ring-ink-200/60">
                <span className={`grid size-12 shrink-0 place-items-center rounded-2xl ${tone}`}>
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm font-bold text-ink-600">{label}</span>
                  {href ? (
                    <a
                      href={href}
                      className="block truncate font-extrabold text-ink-900 hover:text-brand-700"
                    >
                      {value}
                    </a>
                  ) : (
                    <span className="block font-extrabold whitespace-pre-line text-ink-900">{value}</span>
                  )}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
