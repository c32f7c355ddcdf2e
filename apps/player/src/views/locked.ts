import { el } from '../dom.js';

export function lockedView(name: string | null): HTMLElement {
  return el('section', { className: 'view locked', id: 'locked-screen' }, [
    el('div', { className: 'lock-icon', ariaHidden: 'true' }, ['🔒']),
    el('h1', {}, ['屏幕已锁定']),
    el('p', {}, [name ? `${name} · 请联系门店管理员解锁` : '请联系门店管理员解锁']),
  ]);
}

/** Outside the on/off times the screen is dark. */
export function darkView(): HTMLElement {
  return el('section', { className: 'view dark' });
}
