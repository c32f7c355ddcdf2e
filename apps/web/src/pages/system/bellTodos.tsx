import {
  AppstoreAddOutlined,
  ClockCircleOutlined,
  DesktopOutlined,
  PayCircleOutlined,
  PictureOutlined,
  UserAddOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { msg, TODO_SOURCES, type TodoItem } from '@scenecast/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dateTime } from '../../framework/display/format';
import { currentLang } from '../../framework/i18n';
import { ADD_DEVICE_STATE, DEVICE_LIST_PATH, openDeviceState } from '../device/deviceLive';
import { useDeviceTodos } from '../device/deviceTodos';
import { useSceneStatus } from '../scene/useSceneStatus';
import { useTodos } from './announcementApi';

/** A to-do of the bell: something the user should do next, and where it leads. */
export interface BellTodo {
  key: string;
  icon: ReactNode;
  title: string;
  text: string;
  testId: string;
  /** A page to go to (with router state), or an action of its own. */
  to?: { path: string; state?: unknown };
  act?: () => void;
}

const ICON_STYLE = { color: '#1677ff', fontSize: 18 };
const SOURCE_ICON: Record<TodoItem['source'], ReactNode> = {
  offlineScreen: <WarningOutlined style={{ ...ICON_STYLE, color: '#faad14' }} />,
  problemPhotos: <PictureOutlined style={ICON_STYLE} />,
  shareJoined: <UserAddOutlined style={ICON_STYLE} />,
  orderLate: <ClockCircleOutlined style={{ ...ICON_STYLE, color: '#faad14' }} />,
  orderUnpaid: <PayCircleOutlined style={{ ...ICON_STYLE, color: '#faad14' }} />,
};

/** A screen's to-do opens its details; the others open their page with the business id. */
function todoTarget(todo: TodoItem): BellTodo['to'] {
  if (todo.source === 'offlineScreen') return { path: todo.path, state: openDeviceState(todo.businessId) };
  return { path: `${todo.path}?id=${encodeURIComponent(todo.businessId)}` };
}

/**
 * The bell's to-dos: while the user has no scene, creating one (business §4); then the server's
 * to-dos of real events (offline screens, problem photos, share joins) and activating a first screen.
 */
export function useBellTodos(pages: ReadonlyMap<string, unknown> | undefined, liveIsOpen: boolean): BellTodo[] {
  const { t } = useTranslation();
  const sceneStatus = useSceneStatus();
  const deviceTodos = useDeviceTodos(Boolean(pages?.has(DEVICE_LIST_PATH)));
  const server = useTodos(sceneStatus.hasScene, liveIsOpen);
  if (!sceneStatus.hasScene) {
    return [
      {
        key: 'createScene',
        icon: <AppstoreAddOutlined style={ICON_STYLE} />,
        title: t('scene.bellCreate'),
        text: t('scene.bellHint'),
        testId: 'todo-create-scene',
        act: sceneStatus.openChooser,
      },
    ];
  }
  const activate = deviceTodos.map((todo) => ({
    key: todo.key,
    icon: <DesktopOutlined style={ICON_STYLE} />,
    title: t('notice.activateTodo.title'),
    text: t('notice.activateTodo.text', { shop: todo.shopName }),
    testId: 'todo-activate-device',
    to: { path: DEVICE_LIST_PATH, state: ADD_DEVICE_STATE },
  }));
  const fromServer = (server.data ?? []).map((todo) => ({
    key: todo.key,
    icon: SOURCE_ICON[todo.source],
    title: msg(TODO_SOURCES[todo.source], currentLang(), todo.subject),
    text: todo.time ? dateTime(todo.time) : '',
    testId: `todo-${todo.source}`,
    to: pages?.has(todo.path) ? todoTarget(todo) : undefined,
  }));
  return [...activate, ...fromServer];
}
