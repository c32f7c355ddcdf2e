import './lite.css';

export type ToastKind = 'success' | 'error' | 'warning' | 'info';

const SHOW_MS = 3000;

function host(): HTMLElement {
  let element = document.getElementById('sc-toasts');
  if (!element) {
    element = document.createElement('div');
    element.id = 'sc-toasts';
    element.setAttribute('role', 'status');
    element.setAttribute('aria-live', 'polite');
    document.body.append(element);
  }
  return element;
}

/**
 * A message at the top of the page for the public pages, which load without antd (the login
 * page's budget has no room for it). Inside the console, antd's message is used instead.
 */
export function toast(kind: ToastKind, text: string): void {
  if (!text) return;
  const item = document.createElement('div');
  item.className = `sc-toast sc-toast-${kind}`;
  item.textContent = text;
  host().append(item);
  window.setTimeout(() => item.remove(), SHOW_MS);
}
