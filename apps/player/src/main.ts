import './player.css';
import { Screen } from './screen.js';
import { TEXTS } from './texts.js';

document.title = TEXTS.documentTitle;

const root = document.getElementById('screen');
if (root) void new Screen(root).start();
