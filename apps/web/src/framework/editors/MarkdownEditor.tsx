import { PictureOutlined } from '@ant-design/icons';
import { getCommands as getZhCommands } from '@uiw/react-md-editor/commands-cn';
import MDEditor, { commands, type ICommand, type TextAreaTextApi } from '@uiw/react-md-editor/nohighlight';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLang } from '../i18n';
import { MARKDOWN_HEIGHT, MARKDOWN_MIN_HEIGHT } from './editorConfig';
import { PictureModal } from './PictureModal';
import './locale';

export interface MarkdownEditorProps {
  value?: string | null;
  onChange?: (markdown: string) => void;
  height?: number;
}

/**
 * Raw HTML in the preview keeps no active content: the markdown may come from someone else, and
 * the preview renders its HTML.
 */
const BLOCKED_TAGS = new Set([
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
]);

/** The markdown editor (framework §9): 300px high, at least 200px; pictures by upload or address with a remark. */
export default function MarkdownEditor({ value, onChange, height = MARKDOWN_HEIGHT }: MarkdownEditorProps) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  const textApi = useRef<TextAreaTextApi | null>(null);

  const picture: ICommand = {
    name: 'image',
    keyCommand: 'image',
    buttonProps: { 'aria-label': t('editors.image'), title: t('editors.image') },
    icon: <PictureOutlined />,
    execute: (_state, api) => {
      textApi.current = api;
      setPicking(true);
    },
  };
  const toolbar = (currentLang() === 'zh' ? getZhCommands() : commands.getCommands()).map((command) =>
    command.name === 'image' ? picture : command,
  );

  return (
    <div data-color-mode="light" data-testid="markdown-editor">
      <MDEditor
        value={value ?? ''}
        onChange={(next) => onChange?.(next ?? '')}
        height={height}
        minHeight={MARKDOWN_MIN_HEIGHT}
        visibleDragbar
        commands={toolbar}
        previewOptions={{ allowElement: (element) => !BLOCKED_TAGS.has(element.tagName) }}
      />
      <PictureModal
        open={picking}
        onClose={() => setPicking(false)}
        onInsert={(markdown) => textApi.current?.replaceSelection(markdown)}
      />
    </div>
  );
}
