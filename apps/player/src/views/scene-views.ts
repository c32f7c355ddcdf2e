import type { SceneViewFactory } from '../scene-content.js';
import { ClothingView } from './clothing.js';
import { EnterpriseView } from './enterprise.js';
import { RetailView } from './retail.js';

/** The content view of each scene kind whose shops have one (by the shop's scene id). */
export const SCENE_VIEWS: Record<string, SceneViewFactory> = {
  qy: (shopId, credentials) => new EnterpriseView(shopId, credentials),
  ls: (shopId, credentials) => new RetailView(shopId, credentials),
  fz: (shopId, credentials) => new ClothingView(shopId, credentials),
};
