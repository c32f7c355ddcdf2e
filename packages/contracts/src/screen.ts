/** The screen player's protocol: /api/screen/* calls and its live commands (devices issue). */
import type { ScreenPlan } from './play-plan.js';

/** Activation code: 4 digits, valid 10 minutes, renewed while the screen waits. */
export const ACTIVATION_CODE_LENGTH = 4;
export const ACTIVATION_CODE_TTL_MS = 10 * 60_000;
/** A screen sends a heartbeat every 20 s; without one for 60 s it is offline. */
export const SCREEN_HEARTBEAT_MS = 20_000;
export const SCREEN_OFFLINE_AFTER_MS = 60_000;
/** While its live socket is down a screen polls its state this often, to switch within 2 s. */
export const SCREEN_POLL_MS = 1_500;

/**
 * The live channel's heartbeat, for console and screen sockets alike: the client sends this text,
 * the server answers {cmd: HEARTBEAT_ANSWER_CMD}.
 */
export const HEARTBEAT_TEXT = 'HeartBeat';
export const HEARTBEAT_ANSWER_CMD = 'heartcheck';

export const DEVICE_ID_HEADER = 'x-device-id';
export const DEVICE_SECRET_HEADER = 'x-device-secret';

export interface ScreenCredentials {
  deviceId: string;
  secret: string;
}

export interface ScreenSettings {
  /** Show the screen's name in a corner. */
  showName: boolean;
  /** 0-100. */
  volume: number;
  /** 10-100: a hint the player applies as a CSS brightness. */
  brightness: number;
  /** 'HH:mm' on and off times; outside them the screen is dark. Null: always on. */
  onTime: string | null;
  offTime: string | null;
  /** What a paired screen shows: the assigned works in a loop, or the shop's albums to browse by touch. */
  mode: ScreenMode;
}

export const SCREEN_MODES = ['works', 'albums'] as const;
export type ScreenMode = (typeof SCREEN_MODES)[number];

export const DEFAULT_SCREEN_SETTINGS: ScreenSettings = {
  showName: false,
  volume: 60,
  brightness: 100,
  onTime: null,
  offTime: null,
  mode: 'works',
};

export interface PlaylistItem {
  id: string;
  kind: 'image' | 'video';
  url: string;
  /** How long an image stays; a video plays through. */
  seconds: number;
}

export interface ScreenShop {
  id: string;
  name: string;
  /** The shop's scene kind (syd, qy, ls, fz): the player shows that scene's content. */
  scene: string;
  logo: string | null;
  background: string | null;
}

export interface ScreenState {
  status: 'unpaired' | 'paired' | 'locked';
  code: string | null;
  codeExpiresAt: number | null;
  name: string | null;
  shop: ScreenShop | null;
  settings: ScreenSettings;
  playlist: PlaylistItem[];
  /** The app version the screen should run; a different one makes it reload. */
  appVersion: string | null;
  /** Until then (ms) a freshly paired screen shows its shop and may refuse the pairing. */
  refusableUntil: number | null;
  /** The play plans this screen follows (null: none, it plays its playlist). */
  plan: ScreenPlan | null;
  /** The server's clock (epoch ms) when it answered: players of a video wall share it. */
  serverTime: number;
}

/** Commands the console sends to a screen; the player refetches its state on any of them. */
export type ScreenCommand =
  | 'paired'
  | 'lock'
  | 'unlock'
  | 'reset'
  | 'clear'
  | 'settings'
  | 'update'
  | 'content'
  | 'screenshot';
