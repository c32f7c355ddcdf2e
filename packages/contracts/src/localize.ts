import { type Lang, MESSAGES } from './messages.js';

interface TemplatePattern {
  zh: RegExp;
  en: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const exactTexts = new Map<string, string>();
const templates: TemplatePattern[] = [];
for (const { zh, en } of Object.values(MESSAGES)) {
  if (!zh.includes('{n}')) {
    if (!exactTexts.has(zh)) exactTexts.set(zh, en);
    continue;
  }
  const [first, ...rest] = escapeRegExp(zh).split('\\{n\\}');
  templates.push({ zh: new RegExp(`^${first}(.+?)${rest.join('\\1')}$`, 'su'), en });
}
// The most specific template first, so that one with little fixed text never shadows another.
const fixedLength = (pattern: TemplatePattern) => pattern.zh.source.length;
templates.sort((a, b) => fixedLength(b) - fixedLength(a));

/**
 * A message the server composed from these contracts (in zh-CN, the spec's words) in `lang`. The
 * `{n}` of a template is localized in turn, since it may itself be a message (`文件导入失败：{n}`);
 * a text that is not one of the messages (user data, a name) comes back unchanged.
 */
export function localizeMessage(text: string, lang: Lang): string {
  if (lang === 'zh') return text;
  const exact = exactTexts.get(text);
  if (exact !== undefined) return exact;
  for (const template of templates) {
    const match = template.zh.exec(text);
    if (match) return template.en.replaceAll('{n}', localizeMessage(match[1] ?? '', lang));
  }
  return text;
}
