import { CameraOutlined, ShopOutlined, SkinOutlined, TeamOutlined } from '@ant-design/icons';
import type { ReactNode } from 'react';

/** The four fixed scenes (business §1, §9 side-menu scene ids), always offered. */
export interface FixedScene {
  id: 'syd' | 'qy' | 'ls' | 'fz';
  icon: ReactNode;
  /** The card's accent. */
  color: string;
}

export const FIXED_SCENES: readonly FixedScene[] = [
  { id: 'syd', icon: <CameraOutlined />, color: '#1677ff' },
  { id: 'qy', icon: <TeamOutlined />, color: '#13a8a8' },
  { id: 'ls', icon: <ShopOutlined />, color: '#fa8c16' },
  { id: 'fz', icon: <SkinOutlined />, color: '#eb2f96' },
];
