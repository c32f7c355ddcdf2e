import { ANNOUNCEMENT_PUSH_COMMANDS, HEARTBEAT_ANSWER_CMD } from '@scenecast/contracts';
import { create } from 'zustand';
import type { LiveMessage } from './liveChannel';

/** A notice the bell lists, made from a live message. */
export interface LiveNotice {
  id: string;
  /** The message's cmd: 'device', 'user', 'topic'… */
  topic: string;
  /** The business id the message names (msgId): the device for a device event. */
  businessId: string | null;
  /** The shop the event belongs to, when the message names one. */
  shopId: string | null;
  /** What happened: 'online' | 'offline' | 'activate' for a device. */
  event: string | null;
  /** The name quoted in the text (「…」), so the UI can word it in its own language. */
  subject: string | null;
  /** The server's text (zh-CN), shown as is when the UI has no wording of its own. */
  text: string;
  level: 'success' | 'warning' | 'info';
  time: number;
  read: boolean;
}

const DEVICE_LEVEL: Record<string, LiveNotice['level']> = {
  online: 'success',
  activate: 'success',
  offline: 'warning',
  offlineAlert: 'warning',
  refuse: 'warning',
};

/** An announcement's push: the bell reloads its lists from the server rather than keeping the message. */
export function isAnnouncementPush(message: LiveMessage): boolean {
  return (ANNOUNCEMENT_PUSH_COMMANDS as readonly string[]).includes(message.cmd);
}

/** Messages that answer the heartbeat, carry no text or push an announcement are not live notices. */
export function toLiveNotice(message: LiveMessage, now = Date.now()): LiveNotice | null {
  if (message.cmd === HEARTBEAT_ANSWER_CMD || !message.msgTxt || isAnnouncementPush(message)) return null;
  const event = typeof message.event === 'string' ? message.event : null;
  const businessId = message.msgId ?? null;
  return {
    id: `${message.cmd}:${businessId ?? ''}:${event ?? ''}:${now}`,
    topic: message.cmd,
    businessId,
    shopId: typeof message.shopId === 'string' ? message.shopId : null,
    event,
    subject: /「(.*)」/.exec(message.msgTxt)?.[1] ?? null,
    text: message.msgTxt,
    level: (message.cmd === 'device' && event && DEVICE_LEVEL[event]) || 'info',
    time: now,
    read: false,
  };
}

/** The most a session keeps; older notices drop off. */
export const NOTICE_LIMIT = 50;

interface NoticeState {
  notices: LiveNotice[];
  add: (notice: LiveNotice) => void;
  markRead: (id: string) => void;
  markAllRead: () => void;
  clear: () => void;
}

export const useNoticeStore = create<NoticeState>((set) => ({
  notices: [],
  add: (notice) => set((state) => ({ notices: [notice, ...state.notices].slice(0, NOTICE_LIMIT) })),
  markRead: (id) =>
    set((state) => ({
      notices: state.notices.map((notice) => (notice.id === id ? { ...notice, read: true } : notice)),
    })),
  markAllRead: () => set((state) => ({ notices: state.notices.map((notice) => ({ ...notice, read: true })) })),
  clear: () => set({ notices: [] }),
}));
