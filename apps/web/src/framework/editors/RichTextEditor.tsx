import {
  BoldOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import Image from '@tiptap/extension-image';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { Button, Divider, Select, Tooltip } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadFailure } from '../upload/useUploadFailure';
import { FONT_SIZES, RICH_TEXT_HEIGHT } from './editorConfig';
import { uploadEditorImage } from './editorUpload';
import './editors.css';
import './locale';

export interface RichTextEditorProps {
  value?: string | null;
  onChange?: (html: string) => void;
  /** 'auto' grows with the content (a read-only view). */
  height?: number | 'auto';
  disabled?: boolean;
}

type Level = 1 | 2 | 3;

function ToolButton({
  title,
  active,
  onClick,
  icon,
}: {
  title: string;
  active?: boolean;
  onClick: () => void;
  icon: ReactNode;
}) {
  return (
    <Tooltip title={title}>
      <Button
        type={active ? 'primary' : 'text'}
        size="small"
        aria-label={title}
        aria-pressed={active}
        icon={icon}
        onClick={onClick}
      />
    </Tooltip>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const { t } = useTranslation();
  const reportFailure = useUploadFailure();
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const state = useEditorState({
    editor,
    // A kept-alive tab hidden and shown again (Activity) destroys the editor and makes a new one;
    // in between, the old one has no schema left to ask.
    selector: ({ editor: e }) => ({
      bold: !e.isDestroyed && e.isActive('bold'),
      italic: !e.isDestroyed && e.isActive('italic'),
      strike: !e.isDestroyed && e.isActive('strike'),
      bulletList: !e.isDestroyed && e.isActive('bulletList'),
      orderedList: !e.isDestroyed && e.isActive('orderedList'),
      blockquote: !e.isDestroyed && e.isActive('blockquote'),
      level: e.isDestroyed ? 0 : (([1, 2, 3] as Level[]).find((level) => e.isActive('heading', { level })) ?? 0),
      fontSize: e.isDestroyed ? '' : ((e.getAttributes('textStyle').fontSize as string | undefined) ?? ''),
    }),
  });
  const chain = () => editor.chain().focus();

  const insertImage = async (file: File) => {
    setUploading(true);
    try {
      const src = await uploadEditorImage(file);
      chain().setImage({ src, alt: file.name }).run();
    } catch (error) {
      reportFailure(error, 'image');
    } finally {
      setUploading(false);
    }
  };

  return (
    <div className="sc-editor-toolbar" role="toolbar">
      <Select<number>
        size="small"
        aria-label={t('editors.heading')}
        value={state.level}
        style={{ width: 96 }}
        onChange={(level) =>
          level
            ? chain()
                .setHeading({ level: level as Level })
                .run()
            : chain().setParagraph().run()
        }
        options={[
          { value: 0, label: t('editors.paragraph') },
          ...[1, 2, 3].map((level) => ({ value: level, label: `${t('editors.heading')} ${level}` })),
        ]}
      />
      <Select<string>
        size="small"
        aria-label={t('editors.fontSize')}
        value={state.fontSize}
        style={{ width: 104 }}
        onChange={(size) => (size ? chain().setFontSize(size).run() : chain().unsetFontSize().run())}
        options={[
          { value: '', label: t('editors.defaultSize') },
          ...FONT_SIZES.map((size) => ({ value: size, label: size })),
        ]}
      />
      <Divider orientation="vertical" />
      <ToolButton
        title={t('editors.bold')}
        active={state.bold}
        icon={<BoldOutlined />}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        title={t('editors.italic')}
        active={state.italic}
        icon={<ItalicOutlined />}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        title={t('editors.strike')}
        active={state.strike}
        icon={<StrikethroughOutlined />}
        onClick={() => chain().toggleStrike().run()}
      />
      <ToolButton
        title={t('editors.bulletList')}
        active={state.bulletList}
        icon={<UnorderedListOutlined />}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        title={t('editors.orderedList')}
        active={state.orderedList}
        icon={<OrderedListOutlined />}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton
        title={t('editors.blockquote')}
        active={state.blockquote}
        icon={<span aria-hidden>❝</span>}
        onClick={() => chain().toggleBlockquote().run()}
      />
      <Divider orientation="vertical" />
      <Tooltip title={uploading ? t('editors.uploading') : t('editors.image')}>
        <Button
          type="text"
          size="small"
          aria-label={t('editors.image')}
          icon={<PictureOutlined />}
          loading={uploading}
          onClick={() => fileInput.current?.click()}
        />
      </Tooltip>
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        hidden
        data-testid="rich-text-image-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void insertImage(file);
        }}
      />
      <ToolButton title={t('editors.undo')} icon={<UndoOutlined />} onClick={() => chain().undo().run()} />
      <ToolButton title={t('editors.redo')} icon={<RedoOutlined />} onClick={() => chain().redo().run()} />
    </div>
  );
}

/** The rich-text editor (framework §2, §9): headings, marks, lists, font sizes 12px–60px and uploaded pictures. */
export default function RichTextEditor({
  value,
  onChange,
  height = RICH_TEXT_HEIGHT,
  disabled = false,
}: RichTextEditorProps) {
  // Typed as never null with immediatelyRender, but while a hidden kept-alive tab (Activity) comes
  // back the hook answers null, or the destroyed editor, for a render.
  const editor: Editor | null = useEditor({
    extensions: [StarterKit, TextStyle, FontSize, Image],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange?.(e.isEmpty ? '' : e.getHTML()),
  });

  // A value set from outside (a form loading its record) replaces the document; the editor's own edits do not.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = value ?? '';
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (next !== current) editor.commands.setContent(next, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className="sc-rich-text" data-testid="rich-text-editor">
      {editor && !disabled && <Toolbar editor={editor} />}
      <EditorContent editor={editor} className="sc-rich-text-content" style={{ height }} />
    </div>
  );
}
