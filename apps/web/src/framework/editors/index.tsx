import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditor';
import type { MarkdownEditorProps } from './MarkdownEditor';
import type { RichTextEditorProps } from './RichTextEditor';

/** Each editor is its own chunk: a page pays only for the editors it shows. */
const LazyRichText = lazy(() => import('./RichTextEditor'));
const LazyMarkdown = lazy(() => import('./MarkdownEditor'));
const LazyCode = lazy(() => import('./CodeEditor'));

const loading = <Skeleton active paragraph={{ rows: 4 }} />;

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense fallback={loading}>
      <LazyRichText {...props} />
    </Suspense>
  );
}

export function MarkdownEditor(props: MarkdownEditorProps) {
  return (
    <Suspense fallback={loading}>
      <LazyMarkdown {...props} />
    </Suspense>
  );
}

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={loading}>
      <LazyCode {...props} />
    </Suspense>
  );
}

export { CODE_MODE_LABELS, CODE_MODES, type CodeMode } from './editorConfig';
export type { CodeEditorProps, MarkdownEditorProps, RichTextEditorProps };
