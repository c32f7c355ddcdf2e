import type { ScreenState } from '@scenecast/contracts/screen';
import { el } from '../dom.js';
import { TEXTS } from '../texts.js';

/**
 * Right after pairing the screen names the shop it now belongs to, with a button to refuse it,
 * until the refusal window closes: someone who guessed the code is turned away at the screen.
 */
export class PairingRefusal {
  readonly view = el('aside', { className: 'pairing-refusal', id: 'pairing-refusal', hidden: true });
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** What the banner shows now, so a state polled again leaves the button as it is. */
  private shown = '';

  constructor(private readonly onRefuse: () => Promise<void>) {}

  update(state: ScreenState): void {
    const left = state.status === 'paired' && state.refusableUntil ? state.refusableUntil - Date.now() : 0;
    const shown = left > 0 ? `${state.refusableUntil}:${state.shop?.name}` : '';
    if (shown === this.shown) return;
    this.shown = shown;
    clearTimeout(this.timer);
    if (left <= 0) {
      this.view.hidden = true;
      return;
    }
    const button = el('button', { type: 'button', className: 'refuse', id: 'pairing-refuse' }, [TEXTS.refusePairing]);
    button.onclick = () => {
      button.disabled = true;
      void this.onRefuse().finally(() => {
        button.disabled = false;
      });
    };
    this.view.replaceChildren(
      el('p', { className: 'paired-to' }, [TEXTS.pairedTo(state.shop?.name ?? '')]),
      el('p', { className: 'hint' }, [TEXTS.refuseHint]),
      button,
    );
    this.view.hidden = false;
    this.timer = setTimeout(() => {
      this.view.hidden = true;
      this.shown = '';
    }, left);
  }
}
