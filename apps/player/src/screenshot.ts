import type { ScreenCredentials } from '@scenecast/contracts/screen';
import { SCREENSHOT_MAX_WIDTH } from '@scenecast/contracts/screen-operations';
import { sendScreenshot } from './api.js';

const JPEG_QUALITY = 0.75;

type Media = HTMLImageElement | HTMLVideoElement;

const mediaSize = (media: Media) =>
  media instanceof HTMLVideoElement
    ? { width: media.videoWidth, height: media.videoHeight }
    : { width: media.naturalWidth, height: media.naturalHeight };

/** Where `object-fit: contain` puts the media inside its box. */
function containedIn(box: DOMRect, media: Media) {
  const { width, height } = mediaSize(media);
  if (!width || !height) return box;
  const scale = Math.min(box.width / width, box.height / height);
  const shown = { width: width * scale, height: height * scale };
  return new DOMRect(
    box.x + (box.width - shown.width) / 2,
    box.y + (box.height - shown.height) / 2,
    shown.width,
    shown.height,
  );
}

/**
 * What the screen shows, drawn onto a canvas: the background colour, the image or the current
 * video frame where it sits, and the visible text of the other views (shop name, code, album
 * titles) where it sits. CSS gradients and background images, fonts' exact look and effects are
 * not reproduced: a browser cannot read its own pixels.
 */
export function captureScreen(root: HTMLElement): string {
  const scale = Math.min(1, SCREENSHOT_MAX_WIDTH / Math.max(1, innerWidth));
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(innerWidth * scale);
  canvas.height = Math.round(innerHeight * scale);
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.scale(scale, scale);
  const view = root.firstElementChild ?? root;
  const background = getComputedStyle(view).backgroundColor;
  context.fillStyle = background && background !== 'rgba(0, 0, 0, 0)' ? background : '#000';
  context.fillRect(0, 0, innerWidth, innerHeight);
  for (const media of root.querySelectorAll<Media>('img, video')) {
    const box = media.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const fit = media.classList.contains('media') ? containedIn(box, media) : box;
    try {
      context.drawImage(media, fit.x, fit.y, fit.width, fit.height);
    } catch {
      // Not decoded yet: left as background.
    }
  }
  drawTexts(context, root);
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}

function drawTexts(context: CanvasRenderingContext2D, root: HTMLElement): void {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent) continue;
    const box = parent.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) continue;
    const style = getComputedStyle(parent);
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    context.fillStyle = style.color;
    context.textBaseline = 'middle';
    context.textAlign = 'center';
    context.fillText(text, box.x + box.width / 2, box.y + box.height / 2, box.width);
  }
}

/** Answers the console's request: captures what #screen shows and uploads it. */
export async function answerScreenshot(credentials: ScreenCredentials): Promise<void> {
  const root = document.getElementById('screen');
  if (root) await sendScreenshot(credentials, captureScreen(root));
}
