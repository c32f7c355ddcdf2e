import { HEARTBEAT_ANSWER_CMD } from '@scenecast/contracts';
import { create } from 'zustand';
import type { LiveMessage } from './liveChannel';

/** A notice the bell lists, made from a live message. */
export interface LiveNotice {
  id: string;
  /** The message's cmd: 'device', 'user', 'topic'… */
  topic: string;
  /** The business id the message names (msgId): the device for a device event. */
  businessId: string | null;
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
};

/** Messages that answer the heartbeat or carry no text are not notices. */
export function toLiveNotice(message: LiveMessage, now = Date.now()): LiveNotice | null {
  if (message.cmd === HEARTBEAT_ANSWER_CMD || !message.msgTxt) return null;
  const event = typeof message.event === 'string' ? message.event : null;
  const businessId = message.msgId ?? null;
  return {
    id: `${message.cmd}:${businessId ?? ''}:${event ?? ''}:${now}`,
    topic: message.cmd,
    businessId,
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
  markAllRead: () => void;
  clear: () => void;
}

export const useNoticeStore = create<NoticeState>((set) => ({
  notices: [],
  add: (notice) => set((state) => ({ notices: [notice, ...state.notices].slice(0, NOTICE_LIMIT) })),
  markAllRead: () => set((state) => ({ notices: state.notices.map((notice) => ({ ...notice, read: true })) })),
  clear: () => set({ notices: [] }),
}));
