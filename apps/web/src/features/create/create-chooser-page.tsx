import { ImageUp, Sparkles, Upload, WandSparkles } from 'lucide-react';
import { useIntl } from 'react-intl';
import { ButtonLink } from '../../components/button';
import { Card } from '../../components/card';
import { PageHeader } from '../../components/page-header';
import { cn } from '../../lib/cn';
import { useProfile } from '../../lib/profile-store';
import { CreditsNote } from './credits-note';

/** Labels and texts are catalogue keys. */
const choices = [
  {
    to: '/pages/create/ai',
    label: 'create.chooser.aiLabel',
    title: 'create.chooser.aiTitle',
    text: 'create.chooser.aiText',
    icon: WandSparkles,
    buttonIcon: Sparkles,
    tone: 'bg-brand-100 text-brand-700',
    glow: 'bg-brand-200/60',
    variant: 'primary' as const,
  },
  {
    to: '/pages/create/upload',
    label: 'create.chooser.uploadLabel',
    title: 'create.chooser.uploadTitle',
    text: 'create.chooser.uploadText',
    icon: ImageUp,
    buttonIcon: Upload,
    tone: 'bg-coral-100 text-coral-600',
    glow: 'bg-coral-200/60',
    variant: 'accent' as const,
  },
];

/** Chooser (spec §2): heading, an invitation to generate with AI or upload, and the two buttons. */
export function CreateChooserPage() {
  const intl = useIntl();
  // Kid mode: uploading is off unless the parent allowed it for this child (issue 24).
  const uploadsOff = useProfile((state) => state.active !== null && !state.active.allowUploads);
  const shown = uploadsOff ? choices.filter((choice) => choice.to !== '/pages/create/upload') : choices;
  return (
    <>
      <PageHeader
        title={intl.formatMessage({ id: 'create.chooser.title' })}
        description={
          uploadsOff
            ? intl.formatMessage({ id: 'create.chooser.descriptionKid' })
            : intl.formatMessage({ id: 'create.chooser.description' })
        }
        actions={<CreditsNote />}
      />
      <div className={cn('grid gap-5', shown.length > 1 ? 'sm:grid-cols-2' : 'max-w-xl')}>
        {shown.map(({ to, label, title, text, icon: Icon, buttonIcon: ButtonIcon, tone, glow, variant }) => (
          <Card key={to} className="relative isolate flex flex-col overflow-hidden p-6 sm:p-8">
            <div
              aria-hidden="true"
              className={cn('absolute -top-16 -right-16 -z-10 size-48 rounded-full blur-2xl', glow)}
            />
            <span className={cn('grid size-14 place-items-center rounded-2xl', tone)}>
              <Icon className="size-7" aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-xl font-extrabold">{intl.formatMessage({ id: title })}</h2>
            <p className="mt-1.5 flex-1 text-ink-600">{intl.formatMessage({ id: text })}</p>
            <ButtonLink to={to} variant={variant} size="lg" className="mt-6 self-start max-sm:w-full">
              <ButtonIcon className="size-5" aria-hidden="true" />
              {intl.formatMessage({ id: label })}
            </ButtonLink>
          </Card>
        ))}
      </div>
    </>
  );
}

export { CreateChooserPage as Component };
