import { StreamLanguage } from '@codemirror/language';
import type { Extension } from '@uiw/react-codemirror';
import type { CodeMode } from './editorConfig';

/** Each mode's language loads on first use, so the editor's chunk carries none of them. */
export const LOAD_MODE: Record<CodeMode, () => Promise<Extension>> = {
  css: async () => (await import('@codemirror/lang-css')).css(),
  javascript: async () => (await import('@codemirror/lang-javascript')).javascript({ jsx: true, typescript: true }),
  html: async () => (await import('@codemirror/lang-html')).html(),
  java: async () => (await import('@codemirror/lang-java')).java(),
  'objective-c': async () => StreamLanguage.define((await import('@codemirror/legacy-modes/mode/clike')).objectiveC),
  python: async () => (await import('@codemirror/lang-python')).python(),
  r: async () => StreamLanguage.define((await import('@codemirror/legacy-modes/mode/r')).r),
  shell: async () => StreamLanguage.define((await import('@codemirror/legacy-modes/mode/shell')).shell),
  sql: async () => (await import('@codemirror/lang-sql')).sql(),
  swift: async () => StreamLanguage.define((await import('@codemirror/legacy-modes/mode/swift')).swift),
  vue: async () => (await import('@codemirror/lang-vue')).vue(),
  markdown: async () => (await import('@codemirror/lang-markdown')).markdown(),
};
