import { describe, expect, it } from 'vitest';
import { isLinkHostAllowed, openPageTarget } from './announcement.js';

describe('openPageTarget', () => {
  it('reads a path of the console, with its query, as in-app', () => {
    expect(openPageTarget('/device/list?tab=2')).toEqual({ kind: 'inApp' });
  });

  it('reads an https address as its host, lower case, with a port only when not 443', () => {
    expect(openPageTarget('https://Docs.Example.org/a')).toEqual({ kind: 'https', host: 'docs.example.org' });
    expect(openPageTarget('https://docs.example.org:443/')).toEqual({ kind: 'https', host: 'docs.example.org' });
    expect(openPageTarget('https://docs.example.org:8443/')).toEqual({ kind: 'https', host: 'docs.example.org:8443' });
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,x',
    'http://docs.example.org',
    '//evil.example',
    '/\\evil.example',
    'https:\\\\evil.example',
    'https://user:pass@docs.example.org/',
    '/device\nlist',
    'device/list',
    '',
  ])('refuses %j', (value) => {
    expect(openPageTarget(value)).toEqual({ kind: 'refused' });
  });
});

describe('isLinkHostAllowed', () => {
  it('matches a host exactly, whatever the case and spaces of the list', () => {
    expect(isLinkHostAllowed('docs.example.org', [' Docs.Example.org '])).toBe(true);
    expect(isLinkHostAllowed('evil.docs.example.org', ['docs.example.org'])).toBe(false);
    expect(isLinkHostAllowed('docs.example.org:8443', ['docs.example.org'])).toBe(false);
  });
});
