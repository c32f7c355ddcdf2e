/** Sizes and choices of the editors (framework §9). */

/** Rich-text editor default height 300; font sizes 12px to 60px. */
export const RICH_TEXT_HEIGHT = 300;
export const FONT_SIZES = [
  '12px',
  '14px',
  '16px',
  '18px',
  '20px',
  '24px',
  '28px',
  '32px',
  '36px',
  '48px',
  '60px',
] as const;

/** Markdown editor height 300px, minimum 200px. */
export const MARKDOWN_HEIGHT = 300;
export const MARKDOWN_MIN_HEIGHT = 200;

/** Code editor tab size 2, default height 240px. */
export const CODE_TAB_SIZE = 2;
export const CODE_EDITOR_HEIGHT = '240px';

/** The code editor's modes (framework §9). */
export const CODE_MODES = [
  'css',
  'javascript',
  'html',
  'java',
  'objective-c',
  'python',
  'r',
  'shell',
  'sql',
  'swift',
  'vue',
  'markdown',
] as const;
export type CodeMode = (typeof CODE_MODES)[number];

export const CODE_MODE_LABELS: Record<CodeMode, string> = {
  css: 'CSS',
  javascript: 'JavaScript',
  html: 'HTML',
  java: 'Java',
  'objective-c': 'Objective-C',
  python: 'Python',
  r: 'R',
  shell: 'Shell',
  sql: 'SQL',
  swift: 'Swift',
  vue: 'Vue',
  markdown: 'Markdown',
};

/** Markdown for a picture: its remark is the alt text; brackets and parentheses that would end it are escaped. */
export function markdownImage(url: string, remark: string): string {
  const alt = remark.replace(/[[\]\\]/g, (ch) => `\\${ch}`);
  const address = url
    .trim()
    .replace(/[()\s]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
  return `![${alt}](${address})`;
}

/** A network address of a picture: http or https only. */
export function isPictureAddress(url: string): boolean {
  return /^https?:\/\/\S+$/i.test(url.trim());
}
