import { swipeStep } from '../albums-logic.js';

/** Follows horizontal swipes on `target`; returns a check that tells whether the last gesture was one. */
export function onSwipe(target: HTMLElement, step: (delta: 1 | -1) => void): () => boolean {
  let start: { x: number; y: number } | null = null;
  let swiped = false;
  target.addEventListener('pointerdown', (event) => {
    start = { x: event.clientX, y: event.clientY };
    swiped = false;
  });
  target.addEventListener('pointerup', (event) => {
    if (!start) return;
    const delta = swipeStep(event.clientX - start.x, event.clientY - start.y);
    start = null;
    if (delta !== 0) {
      swiped = true;
      step(delta);
    }
  });
  return () => swiped;
}
