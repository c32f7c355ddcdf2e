import {
  ApartmentOutlined,
  ApiOutlined,
  AppstoreOutlined,
  AuditOutlined,
  BankOutlined,
  BarcodeOutlined,
  BlockOutlined,
  BookOutlined,
  BuildOutlined,
  CalendarOutlined,
  CameraOutlined,
  ClockCircleOutlined,
  CloudServerOutlined,
  ClusterOutlined,
  ContactsOutlined,
  ControlOutlined,
  CrownOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  DesktopOutlined,
  EditOutlined,
  ExperimentOutlined,
  FieldTimeOutlined,
  FileImageOutlined,
  FileOutlined,
  FilterOutlined,
  FundOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  IdcardOutlined,
  InfoCircleOutlined,
  LaptopOutlined,
  LayoutOutlined,
  LinkOutlined,
  LoginOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  PictureOutlined,
  ProfileOutlined,
  QrcodeOutlined,
  ReadOutlined,
  SafetyOutlined,
  ScheduleOutlined,
  SelectOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingOutlined,
  SkinOutlined,
  SolutionOutlined,
  StarOutlined,
  TableOutlined,
  TagsOutlined,
  TeamOutlined,
  TrophyOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { type MenuRoute, routeTrail } from '../menuRoutes';

type MenuItem = Required<MenuProps>['items'][number];

/** The icons a menu entry may name (sys_permission.icon); an unknown name gets a neutral file icon. */
const ICONS: Record<string, ReactNode> = {
  apartment: <ApartmentOutlined />,
  api: <ApiOutlined />,
  appstore: <AppstoreOutlined />,
  audit: <AuditOutlined />,
  bank: <BankOutlined />,
  barcode: <BarcodeOutlined />,
  block: <BlockOutlined />,
  book: <BookOutlined />,
  build: <BuildOutlined />,
  calendar: <CalendarOutlined />,
  camera: <CameraOutlined />,
  'clock-circle': <ClockCircleOutlined />,
  'cloud-server': <CloudServerOutlined />,
  cluster: <ClusterOutlined />,
  contacts: <ContactsOutlined />,
  control: <ControlOutlined />,
  crown: <CrownOutlined />,
  dashboard: <DashboardOutlined />,
  database: <DatabaseOutlined />,
  delete: <DeleteOutlined />,
  desktop: <DesktopOutlined />,
  edit: <EditOutlined />,
  experiment: <ExperimentOutlined />,
  'file-image': <FileImageOutlined />,
  'field-time': <FieldTimeOutlined />,
  filter: <FilterOutlined />,
  fund: <FundOutlined />,
  gift: <GiftOutlined />,
  global: <GlobalOutlined />,
  home: <HomeOutlined />,
  idcard: <IdcardOutlined />,
  'info-circle': <InfoCircleOutlined />,
  laptop: <LaptopOutlined />,
  layout: <LayoutOutlined />,
  link: <LinkOutlined />,
  login: <LoginOutlined />,
  menu: <MenuOutlined />,
  message: <MessageOutlined />,
  notification: <NotificationOutlined />,
  picture: <PictureOutlined />,
  profile: <ProfileOutlined />,
  qrcode: <QrcodeOutlined />,
  read: <ReadOutlined />,
  safety: <SafetyOutlined />,
  schedule: <ScheduleOutlined />,
  select: <SelectOutlined />,
  setting: <SettingOutlined />,
  shop: <ShopOutlined />,
  shopping: <ShoppingOutlined />,
  skin: <SkinOutlined />,
  solution: <SolutionOutlined />,
  star: <StarOutlined />,
  table: <TableOutlined />,
  tags: <TagsOutlined />,
  team: <TeamOutlined />,
  trophy: <TrophyOutlined />,
  user: <UserOutlined />,
};

export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return <FileOutlined />;
  return ICONS[name.replace(/Outlined$|-o$/i, '').toLowerCase()] ?? <FileOutlined />;
}

/** antd menu items from the menu routes: hidden entries skipped, external ones as plain links. */
export function toMenuItems(routes: readonly MenuRoute[], title: (route: MenuRoute) => string): MenuItem[] {
  const items: MenuItem[] = [];
  for (const route of routes) {
    if (route.hidden) continue;
    const icon = menuIcon(route.icon);
    if (route.isGroup) {
      items.push({ key: route.path, icon, label: title(route), children: toMenuItems(route.children, title) });
    } else if (route.externalUrl) {
      const label = (
        <a href={route.externalUrl} target="_blank" rel="noreferrer">
          {title(route)}
        </a>
      );
      items.push({ key: route.path, icon, label });
    } else {
      items.push({ key: route.path, icon, label: title(route) });
    }
  }
  return items;
}

/** The groups containing `path` (by menu membership, not by path prefix), to open them. */
export function openGroupsFor(routes: readonly MenuRoute[], path: string): string[] {
  return routeTrail(routes, path)
    .filter((route) => route.isGroup)
    .map((route) => route.path);
}
