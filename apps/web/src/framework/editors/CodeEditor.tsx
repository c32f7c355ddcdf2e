import CodeMirror, { EditorState, type Extension } from '@uiw/react-codemirror';
import { useEffect, useState } from 'react';
import { LOAD_MODE } from './codeModes';
import { CODE_EDITOR_HEIGHT, CODE_TAB_SIZE, type CodeMode } from './editorConfig';

export interface CodeEditorProps {
  value: string;
  onChange?: (value: string) => void;
  mode?: CodeMode;
  height?: string;
  readOnly?: boolean;
  placeholder?: string;
}

/** The code editor: a CodeMirror with the mode's highlighting, tab size 2, 240px high by default. */
export default function CodeEditor({
  value,
  onChange,
  mode = 'javascript',
  height = CODE_EDITOR_HEIGHT,
  readOnly = false,
  placeholder,
}: CodeEditorProps) {
  const [language, setLanguage] = useState<{ mode: CodeMode; extension: Extension } | null>(null);

  useEffect(() => {
    let current = true;
    LOAD_MODE[mode]().then((extension) => {
      if (current) setLanguage({ mode, extension });
    });
    return () => {
      current = false;
    };
  }, [mode]);

  const extensions = [EditorState.tabSize.of(CODE_TAB_SIZE)];
  if (language?.mode === mode) extensions.push(language.extension);

  return (
    <div data-testid="code-editor" data-mode={mode} style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <CodeMirror
        value={value}
        onChange={onChange}
        height={height}
        readOnly={readOnly}
        placeholder={placeholder}
        basicSetup={{ tabSize: CODE_TAB_SIZE }}
        indentWithTab
        extensions={extensions}
      />
    </div>
  );
}
