import type { ScreenQyBlock } from '@scenecast/contracts';
import type { ScreenCredentials } from '@scenecast/contracts/screen';
import { el } from '../dom.js';
import { fetchQiyeBlocks } from '../scene-api.js';
import { fetchCached, type SceneView, showCachedImage } from '../scene-content.js';

/** Each block stays this long before the next; a touch holds the chosen one for IDLE_MS. */
const BLOCK_MS = 15_000;
const IDLE_MS = 60_000;

/**
 * The enterprise page on a screen: one block at a time, full screen, in the page's order, moving
 * on by itself; the block titles along the bottom pick one by touch.
 */
export class EnterpriseView implements SceneView {
  readonly view = el('section', { className: 'view scene-page enterprise', id: 'enterprise-screen' });
  private readonly stage = el('div', { className: 'scene-stage' });
  private readonly tabs = el('nav', { className: 'scene-tabs' });
  private blocks: ScreenQyBlock[] = [];
  private index = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly shopId: string,
    private readonly credentials: () => ScreenCredentials,
  ) {
    this.view.append(this.stage, this.tabs);
  }

  async load(): Promise<void> {
    const blocks = await fetchCached('qy', this.shopId, () => fetchQiyeBlocks(this.credentials()));
    if (blocks === null) return;
    this.blocks = blocks;
    this.index = Math.min(this.index, Math.max(0, blocks.length - 1));
    this.render();
  }

  hasContent(): boolean {
    return this.blocks.length > 0;
  }

  mediaUrls(): string[] {
    return this.blocks.flatMap((block) => block.items.flatMap((item) => (item.imageUrl ? [item.imageUrl] : [])));
  }

  enter(): void {
    if (!this.timer) this.hold(BLOCK_MS);
  }

  leave(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Moves on to the next block after `ms`. */
  private hold(ms: number): void {
    this.leave();
    if (this.blocks.length < 2) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.show((this.index + 1) % this.blocks.length, BLOCK_MS);
    }, ms);
  }

  private show(index: number, holdMs: number): void {
    this.index = index;
    this.render();
    this.hold(holdMs);
  }

  private render(): void {
    const block = this.blocks[this.index];
    this.tabs.replaceChildren(
      ...this.blocks.map((entry, index) => {
        const tab = el(
          'button',
          { className: index === this.index ? 'scene-tab active' : 'scene-tab', type: 'button' },
          [entry.title],
        );
        tab.addEventListener('click', () => this.show(index, IDLE_MS));
        return tab;
      }),
    );
    this.stage.replaceChildren(block ? blockView(block) : '');
  }
}

function blockView(block: ScreenQyBlock): HTMLElement {
  const section = el('article', { className: `scene-block kind-${block.type}` });
  section.dataset.blockId = block.id;
  section.append(el('h2', { className: 'scene-block-title' }, [block.title]));
  if (block.text) section.append(el('p', { className: 'scene-block-text' }, [block.text]));
  if (block.items.length > 0) {
    const grid = el('div', { className: 'scene-items' });
    for (const item of block.items) {
      const card = el('div', { className: 'scene-item' });
      if (item.imageUrl) {
        const image = el('img', { className: 'scene-item-image', alt: '' });
        showCachedImage(image, item.imageUrl);
        card.append(image);
      }
      if (item.title) card.append(el('div', { className: 'scene-item-title' }, [item.title]));
      if (item.text) card.append(el('div', { className: 'scene-item-text' }, [item.text]));
      grid.append(card);
    }
    section.append(grid);
  }
  return section;
}
