import type { ScreenFzLookbook, ScreenLsCatalogue, ScreenQyBlock } from '@scenecast/contracts';
import type { ScreenCredentials } from '@scenecast/contracts/screen';
import { request } from './api.js';

/** The enterprise page of the screen's shop: its blocks on show, in order. */
export const fetchQiyeBlocks = (credentials: ScreenCredentials) =>
  request<ScreenQyBlock[]>('GET', '/screen/qiye', credentials);

/** The retail catalogue of the screen's shop: products on shelf and their categories. */
export const fetchRetailCatalogue = (credentials: ScreenCredentials) =>
  request<ScreenLsCatalogue>('GET', '/screen/lingshou', credentials);

/** The lookbook of the screen's shop: shown collections with their shown styles. */
export const fetchLookbook = (credentials: ScreenCredentials) =>
  request<ScreenFzLookbook>('GET', '/screen/lookbook', credentials);
