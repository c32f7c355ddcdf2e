import { el } from '../dom.js';
import { TEXTS } from '../texts.js';

const SVG_NS = 'http://www.w3.org/2000/svg';

function svgPart(tag: string, attributes: Record<string, string>): SVGElement {
  const part = document.createElementNS(SVG_NS, tag);
  for (const [name, value] of Object.entries(attributes)) part.setAttribute(name, value);
  return part;
}

/** A padlock drawn in SVG: an emoji shows as an empty box on screens without a colour-emoji font. */
function lockIcon(): SVGElement {
  const icon = svgPart('svg', { class: 'lock-icon', viewBox: '0 0 24 24', 'aria-hidden': 'true' });
  icon.append(
    svgPart('path', {
      d: 'M7.5 10.5V7.5a4.5 4.5 0 0 1 9 0v3',
      fill: 'none',
      stroke: 'currentColor',
      'stroke-width': '2',
    }),
    svgPart('rect', { x: '4.5', y: '10.5', width: '15', height: '11', rx: '2', fill: 'currentColor' }),
    svgPart('circle', { cx: '12', cy: '15.5', r: '1.6', fill: '#111' }),
  );
  return icon;
}

export function lockedView(name: string | null): HTMLElement {
  return el('section', { className: 'view locked', id: 'locked-screen' }, [
    lockIcon(),
    el('h1', {}, [TEXTS.locked]),
    el('p', {}, [name ? `${name} · ${TEXTS.unlockHint}` : TEXTS.unlockHint]),
  ]);
}

/** Outside the on/off times the screen is dark. */
export function darkView(): HTMLElement {
  return el('section', { className: 'view dark' });
}
