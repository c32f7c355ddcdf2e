import type { ModulePlugin } from '../platform/http/module.js';
import { appletApiRoutes } from './applet-api/routes.js';
import { cjuserRoutes } from './cjuser/routes.js';
import { dangqiRoutes } from './dangqi/routes.js';
import { dashboardRoutes } from './dashboard/routes.js';
import { demoRegistry } from './demo/registry.js';
import { demoRoutes } from './demo/routes.js';
import { deviceOperationsRoutes } from './device/operations-routes.js';
import { deviceReports } from './device/reports.js';
import { deviceRoutes } from './device/routes.js';
import { screenRoutes } from './device/screen-routes.js';
import { shopBindingRoutes } from './device/shop-binding-routes.js';
import { filesRoutes } from './files/routes.js';
import { fuzhuangRoutes } from './fuzhuang/routes.js';
import { kepianModule } from './kepian/routes.js';
import { kepianScreenRoutes } from './kepian/screen-routes.js';
import { lingshouModule } from './lingshou/routes.js';
import { lingshouScreenRoutes } from './lingshou/screen-routes.js';
import { lingshouShowcaseRoutes } from './lingshou/showcase-routes.js';
import { lookbookModule } from './lookbook/routes.js';
import { lookbookScreenRoutes } from './lookbook/screen-routes.js';
import { monitorRoutes } from './monitor/routes.js';
import { announcementRoutes } from './notice/announcement-routes.js';
import { noticeRoutes } from './notice/routes.js';
import { todoRoutes } from './notice/todo-routes.js';
import { openplatRoutes } from './openplat/routes.js';
import { ordersRoutes } from './orders/routes.js';
import { pingjiaRoutes } from './pingjia/routes.js';
import { screenClockRoutes } from './play-plan/clock-routes.js';
import { playPlanRoutes } from './play-plan/routes.js';
import { proofOfPlayRoutes } from './proof-of-play/routes.js';
import { qiyeModule } from './qiye/routes.js';
import { qiyeScreenRoutes } from './qiye/screen-routes.js';
import { regionRoutes } from './region/routes.js';
import { reportRoutes } from './report/routes.js';
import { sceneRoutes } from './scene/routes.js';
import { shopMemberRoutes } from './shop/member-routes.js';
import { shopReports } from './shop/reports.js';
import { shopRoutes } from './shop/routes.js';
import { studioErpRoutes } from './studio-erp/routes.js';
import { studioProfileRoutes } from './studio-profile/routes.js';
import { studioScreenRoutes } from './studio-profile/screen-routes.js';
import { sysAuthRoutes } from './sys-auth/routes.js';
import { sysCategoryRoutes } from './sys-category/routes.js';
import { sysDepartPickerRoutes } from './sys-depart/picker-routes.js';
import { sysDepartRoutes } from './sys-depart/routes.js';
import { sysCheckRoutes } from './sys-dict/check-routes.js';
import { sysDictRoutes } from './sys-dict/routes.js';
import { sysFederationRoutes } from './sys-federation/routes.js';
import { sysJobRoutes } from './sys-job/routes.js';
import { sysLogRoutes } from './sys-log/routes.js';
import { sysRoleOptionRoutes } from './sys-permission/role-option-routes.js';
import { sysPermissionRoutes } from './sys-permission/routes.js';
import { sysPositionPickerRoutes } from './sys-position/picker-routes.js';
import { sysPositionRoutes } from './sys-position/routes.js';
import { sysTenantRoutes } from './sys-tenant/routes.js';
import { sysUserPickerRoutes } from './sys-user/picker-routes.js';
import { sysUserRoutes } from './sys-user/routes.js';
import { taoxiRoutes } from './taoxi/routes.js';
import { worksReports } from './works/reports.js';
import { worksModule } from './works/routes.js';

/** Every business module's routes, registered under API_BASE in this order. */
export const modules: ModulePlugin[] = [
  sysAuthRoutes,
  sysFederationRoutes,
  sysPermissionRoutes,
  sysRoleOptionRoutes,
  sysDepartRoutes,
  sysDepartPickerRoutes,
  sysDictRoutes,
  sysCheckRoutes,
  sysCategoryRoutes,
  sysPositionRoutes,
  sysPositionPickerRoutes,
  demoRegistry,
  sysUserRoutes,
  sysUserPickerRoutes,
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
  deviceOperationsRoutes,
  shopBindingRoutes,
  proofOfPlayRoutes,
  worksModule,
  kepianModule,
  kepianScreenRoutes,
  taoxiRoutes,
  fuzhuangRoutes,
  studioProfileRoutes,
  studioScreenRoutes,
  openplatRoutes,
  appletApiRoutes,
  playPlanRoutes,
  screenClockRoutes,
  dangqiRoutes,
  ordersRoutes,
  cjuserRoutes,
  pingjiaRoutes,
  studioErpRoutes,
  qiyeModule,
  qiyeScreenRoutes,
  lingshouModule,
  lingshouScreenRoutes,
  lingshouShowcaseRoutes,
  lookbookModule,
  lookbookScreenRoutes,
  demoRoutes,
  deviceReports,
  worksReports,
  shopReports,
  reportRoutes,
  sysJobRoutes,
  sysLogRoutes,
  monitorRoutes,
];
