import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from './sanitize.js';

describe('sanitizeUserHtml', () => {
  it('keeps what the editors produce', () => {
    const html =
      '<h2>标题</h2><p style="text-align:center"><span style="color:#fa541c;font-size:24px">红字</span> <strong>粗</strong></p><ul><li>一</li></ul><img src="https://cdn.example.com/a.png" alt="图" />';
    expect(sanitizeUserHtml(html)).toBe(
      '<h2>标题</h2><p style="text-align:center"><span style="color:#fa541c;font-size:24px">红字</span> <strong>粗</strong></p><ul><li>一</li></ul><img src="https://cdn.example.com/a.png" alt="图" />',
    );
  });

  it('removes scripts, handlers, frames, javascript: links and styles that are not on the list', () => {
    const html =
      '<p onclick="x()" style="position:fixed;color:red">a<script>alert(1)</script><iframe src="https://evil"></iframe><a href="javascript:alert(1)">b</a><img src="x" onerror="alert(1)"><style>body{}</style></p>';
    expect(sanitizeUserHtml(html)).toBe('<p style="color:red">a<a rel="noopener noreferrer">b</a><img src="x" /></p>');
  });
});
