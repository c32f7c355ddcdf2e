import type { ModulePlugin } from '../platform/http/module.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { deviceRoutes } from './device/routes.js';
import { screenRoutes } from './device/screen-routes.js';
import { filesRoutes } from './files/routes.js';
import { kepianModule } from './kepian/routes.js';
import { kepianScreenRoutes } from './kepian/screen-routes.js';
import { noticeRoutes } from './notice/routes.js';
import { regionRoutes } from './region/routes.js';
import { sceneRoutes } from './scene/routes.js';
import { shopMemberRoutes } from './shop/member-routes.js';
import { shopRoutes } from './shop/routes.js';
import { sysAuthRoutes } from './sys-auth/routes.js';
import { sysDepartRoutes } from './sys-depart/routes.js';
import { sysDictRoutes } from './sys-dict/routes.js';
import { sysPermissionRoutes } from './sys-permission/routes.js';
import { sysUserRoutes } from './sys-user/routes.js';
import { worksModule } from './works/routes.js';

/** Every business module's routes, registered under API_BASE in this order. */
export const modules: ModulePlugin[] = [
  sysAuthRoutes,
  sysPermissionRoutes,
  sysDepartRoutes,
  sysDictRoutes,
  sysUserRoutes,
  dashboardRoutes,
  noticeRoutes,
  sceneRoutes,
  shopRoutes,
  shopMemberRoutes,
  regionRoutes,
  filesRoutes,
  deviceRoutes,
  screenRoutes,
  worksModule,
  kepianModule,
  kepianScreenRoutes,
];
