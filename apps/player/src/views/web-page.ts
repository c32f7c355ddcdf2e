import { el } from '../dom.js';

/**
 * A web page a plan puts on screen, full screen. It needs the network (pages are not cached);
 * scripts run sandboxed so a page cannot navigate the player away.
 */
export function webPageView(url: string): HTMLElement {
  const view = el('section', { className: 'view web-page', id: 'web-page-screen' });
  const frame = el('iframe', { className: 'web-page-frame', src: url, title: url });
  frame.setAttribute('sandbox', 'allow-scripts allow-same-origin');
  frame.setAttribute('referrerpolicy', 'no-referrer');
  view.append(frame);
  return view;
}
