import './player.css';
import { Screen } from './screen.js';
import { TEXTS } from './texts.js';

document.title = TEXTS.documentTitle;

const root = document.getElementById('screen');
if (root) void new Screen(root).start();

// Keeps the page itself for a start without a network (public/sw.js); browsers allow service
// workers on https and localhost only, as they do the media cache.
if ('serviceWorker' in navigator) {
  navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`).catch(() => undefined);
}
