import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Redo2,
  Undo2,
  Unlink,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { cn } from '../../lib/cn';

type Props = { label: string; value: string; onChange: (html: string) => void };

/**
 * TipTap for the Terms and Privacy pages: headings, paragraphs, lists, links, bold and italic.
 * Loaded only by those two editors (a lazy import), so the rest of the admin stays light.
 */
export default function RichTextEditor({ label, value, onChange }: Props) {
  // The HTML this editor last reported, to tell its own edits from a value replaced outside.
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({ heading: { levels: [2, 3] }, link: false, underline: false }),
      Link.configure({ openOnClick: false, protocols: ['mailto'], defaultProtocol: 'https' }),
    ],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        class: 'prose-cb min-h-80 px-4 py-3 focus:outline-none sm:px-6 sm:py-5',
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
      },
    },
    onUpdate: ({ editor: current }) => {
      emitted.current = current.getHTML();
      onChange(emitted.current);
    },
  });

  // A value replaced from outside (after saving, the server's sanitised HTML) is shown as is.
  useEffect(() => {
    if (!editor || editor.isDestroyed || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      paragraph: e.isActive('paragraph'),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullets: e.isActive('bulletList'),
      numbers: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });

  const { formatMessage } = useIntl();
  const t = (name: string) => formatMessage({ id: `admin.website.rich.${name}` });

  const setLink = () => {
    const previous = editor.getAttributes('link').href as string | undefined;
    const url = window.prompt(t('linkPrompt'), previous ?? 'https://');
    if (url === null) return;
    if (url.trim() === '') editor.chain().focus().extendMarkRange('link').unsetLink().run();
    else editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };

  const tools: Array<{
    label: string;
    icon: LucideIcon;
    active?: boolean;
    disabled?: boolean;
    run: () => void;
  }> = [
    {
      label: t('paragraph'),
      icon: Pilcrow,
      active: state.paragraph,
      run: () => editor.chain().focus().setParagraph().run(),
    },
    {
      label: t('heading'),
      icon: Heading2,
      active: state.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: t('subheading'),
      icon: Heading3,
      active: state.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    {
      label: t('bold'),
      icon: Bold,
      active: state.bold,
      run: () => editor.chain().focus().toggleBold().run(),
    },
    {
      label: t('italic'),
      icon: Italic,
      active: state.italic,
      run: () => editor.chain().focus().toggleItalic().run(),
    },
    {
      label: t('bulleted'),
      icon: List,
      active: state.bullets,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: t('numbered'),
      icon: ListOrdered,
      active: state.numbers,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    { label: t('link'), icon: Link2, active: state.link, run: setLink },
    {
      label: t('removeLink'),
      icon: Unlink,
      disabled: !state.link,
      run: () => editor.chain().focus().unsetLink().run(),
    },
    { label: t('undo'), icon: Undo2, disabled: !state.undo, run: () => editor.chain().focus().undo().run() },
    { label: t('redo'), icon: Redo2, disabled: !state.redo, run: () => editor.chain().focus().redo().run() },
  ];

  return (
    <div className="overflow-hidden rounded-control bg-surface ring-1 ring-ink-200 focus-within:ring-2 focus-within:ring-brand-500">
      <div
        role="toolbar"
        aria-label={t('toolbar')}
        className="sticky top-0 z-10 flex flex-wrap gap-1 border-b border-ink-200 bg-ink-50 p-1.5"
      >
        {tools.map((tool) => (
          <button
            key={tool.label}
            type="button"
            title={tool.label}
            aria-label={tool.label}
            aria-pressed={tool.active === undefined ? undefined : tool.active}
            disabled={tool.disabled}
            onMouseDown={(event) => event.preventDefault()}
            onClick={tool.run}
            className={cn(
              'grid size-11 place-items-center rounded-lg text-ink-700 hover:bg-ink-200 disabled:opacity-40 disabled:hover:bg-transparent',
              'focus-visible:outline-2 focus-visible:outline-brand-500',
              tool.active && 'bg-brand-100 text-brand-800 hover:bg-brand-200',
            )}
          >
            <tool.icon className="size-5" aria-hidden="true" />
          </button>
        ))}
      </div>
      <EditorContent editor={editor} />
    </div>
  );
}
