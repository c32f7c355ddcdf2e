import type SanitizeHtml from 'sanitize-html';
import { onFirstUse, requirePackage } from '../packages/on-first-use.js';

/**
 * What the console's editors produce (rich text: headings, lists, tables, links, images, colours
 * and font sizes; markdown rendered to HTML) and nothing that runs: no script, style element, event
 * handler, iframe or javascript: URL.
 */
const sanitizer = onFirstUse(() => {
  const sanitizeHtml = requirePackage('sanitize-html') as typeof SanitizeHtml;
  const options: SanitizeHtml.IOptions = {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 'font', 'u', 's', 'mark', 'sub', 'sup'],
    allowedAttributes: {
      '*': ['style', 'class'],
      a: ['href', 'name', 'target', 'rel'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
      font: ['color', 'size'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https', 'data'] },
    allowedStyles: {
      '*': {
        color: [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
        'background-color': [/^#[0-9a-f]{3,8}$/i, /^rgba?\([\d\s.,%]+\)$/i, /^[a-z]+$/i],
        'font-size': [/^\d{1,3}(\.\d+)?(px|em|rem|%)$/],
        'font-weight': [/^(bold|normal|\d{3})$/],
        'font-style': [/^(italic|normal)$/],
        'text-decoration': [/^[a-z -]+$/],
        'text-align': [/^(left|right|center|justify)$/],
        'line-height': [/^[\d.]+(px|em|%)?$/],
      },
    },
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }),
    },
  };
  return (html: string) => sanitizeHtml(html, options);
});

/** User HTML made safe to show: run it on the server before storing any HTML a user sent. */
export function sanitizeUserHtml(html: string): string {
  return sanitizer()(html);
}
