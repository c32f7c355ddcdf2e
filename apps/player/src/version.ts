/** This build's version, sent with every heartbeat; the console pushes new ones (app update). */
export const PLAYER_VERSION = '1.0.0';
