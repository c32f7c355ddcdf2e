import { el } from '../dom.js';
import { TEXTS } from '../texts.js';

/** The waiting screen: the activation code, large, with how to use it. */
export function pairingView(code: string | null): HTMLElement {
  const digits = (code ?? '····').split('').map((digit) => el('span', { className: 'digit' }, [digit]));
  return el('section', { className: 'view pairing' }, [
    el('h1', { className: 'brand' }, ['SceneCast']),
    el('p', { className: 'tagline' }, [TEXTS.tagline]),
    el('div', { className: 'code', id: 'activation-code', title: TEXTS.activationCode }, digits),
    el(
      'ol',
      { className: 'howto' },
      TEXTS.pairingSteps.map((step) => el('li', {}, [step])),
    ),
    el('p', { className: 'hint' }, [TEXTS.codeExpiry]),
  ]);
}
