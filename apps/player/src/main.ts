import './player.css';
import { Screen } from './screen.js';

const root = document.getElementById('screen');
if (root) void new Screen(root).start();
