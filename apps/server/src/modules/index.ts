import type { ModulePlugin } from '../platform/http/module.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { demoRegistry } from './demo/registry.js';
import { demoRoutes } from './demo/routes.js';
import { deviceReports } from './device/reports.js';
import { deviceRoutes } from './device/routes.js';
import { screenRoutes } from './device/screen-routes.js';
import { filesRoutes } from './files/routes.js';
import { kepianModule } from './kepian/routes.js';
import { kepianScreenRoutes } from './kepian/screen-routes.js';
import { monitorRoutes } from './monitor/routes.js';
import { announcementRoutes } from './notice/announcement-routes.js';
import { noticeRoutes } from './notice/routes.js';
import { todoRoutes } from './notice/todo-routes.js';
import { regionRoutes } from './region/routes.js';
import { reportRoutes } from './report/routes.js';
import { sceneRoutes } from './scene/routes.js';
import { shopMemberRoutes } from './shop/member-routes.js';
import { shopReports } from './shop/reports.js';
import { shopRoutes } from './shop/routes.js';
import { sysAuthRoutes } from './sys-auth/routes.js';
import { sysCategoryRoutes } from './sys-category/routes.js';
import { sysDepartRoutes } from './sys-depart/routes.js';
import { sysCheckRoutes } from './sys-dict/check-routes.js';
import { sysDictRoutes } from './sys-dict/routes.js';
import { sysFederationRoutes } from './sys-federation/routes.js';
import { sysJobRoutes } from './sys-job/routes.js';
import { sysLogRoutes } from './sys-log/routes.js';
import { sysPermissionRoutes } from './sys-permission/routes.js';
import { sysPositionRoutes } from './sys-position/routes.js';
import { sysTenantRoutes } from './sys-tenant/routes.js';
import { sysUserRoutes } from './sys-user/routes.js';
import { worksReports } from './works/reports.js';
import { worksModule } from './works/routes.js';

/** Every business module's routes, registered under API_BASE in this order. */
export const modules: ModulePlugin[] = [
  sysAuthRoutes,
  sysFederationRoutes,
  sysPermissionRoutes,
  sysDepartRoutes,
  sysDictRoutes,
  sysCheckRoutes,
  sysCategoryRoutes,
  sysPositionRoutes,
  demoRegistry,
  sysUserRoutes,
  sysTenantRoutes,
  dashboardRoutes,
  noticeRoutes,
  announcementRoutes,
  todoRoutes,
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
  demoRoutes,
  deviceReports,
  worksReports,
  shopReports,
  reportRoutes,
  sysJobRoutes,
  sysLogRoutes,
  monitorRoutes,
];
