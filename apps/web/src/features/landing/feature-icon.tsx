import {
  BookOpen,
  Brush,
  Download,
  Globe,
  Heart,
  Image,
  Layers,
  type LucideIcon,
  Palette,
  Printer,
  ShieldCheck,
  Smile,
  Sparkles,
  Star,
  Upload,
  WandSparkles,
  Zap,
} from 'lucide-react';

const icons: Record<string, LucideIcon> = {
  book: BookOpen,
  brush: Brush,
  download: Download,
  globe: Globe,
  heart: Heart,
  image: Image,
  layers: Layers,
  palette: Palette,
  print: Printer,
  printer: Printer,
  shield: ShieldCheck,
  smile: Smile,
  sparkles: Sparkles,
  star: Star,
  upload: Upload,
  wand: WandSparkles,
  zap: Zap,
};

/** The `icon` of a feature item: a known icon name, an image URL, or an emoji. */
export function FeatureIcon({ icon, className }: { icon: string; className?: string }) {
  const value = icon.trim();
  if (/^(https?:\/\/|\/|data:image\/)/.test(value)) return <img src={value} alt="" className={className} />;
  const key = value.toLowerCase().replace(/[^a-z]/g, '');
  const Icon = icons[key] ?? Object.entries(icons).find(([name]) => key.includes(name))?.[1];
  if (Icon) return <Icon className={className} aria-hidden="true" />;
  if (value && value.length <= 4) return <span className="text-2xl leading-none">{value}</span>;
  return <Sparkles className={className} aria-hidden="true" />;
}
