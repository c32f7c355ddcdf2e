import {
  SCREEN_HEARTBEAT_MS,
  SCREEN_POLL_MS,
  type ScreenCommand,
  type ScreenCredentials,
  type ScreenState,
} from '@scenecast/contracts/screen';
import { fetchAlbums, fetchState, openAlbum, registerScreen, sendHeartbeat, UnknownScreenError } from './api.js';
import { el } from './dom.js';
import { LiveSocket } from './live.js';
import { clearMediaCache, keepOnlyMedia } from './media-cache.js';
import { isWithinOnHours } from './schedule.js';
import { forgetScreen, loadCachedState, loadCredentials, saveCachedState, saveCredentials } from './storage.js';
import { PLAYER_VERSION } from './version.js';
import { AlbumBrowser } from './views/albums.js';
import { darkView, lockedView } from './views/locked.js';
import { pairingView } from './views/pairing.js';
import { PlaylistPlayer } from './views/playlist.js';
import { shopView } from './views/shop-card.js';

/**
 * The screen: registers once, then shows what its state says — the activation code, the locked
 * screen, the shop's works or its card — and follows the console's commands live.
 */
export class Screen {
  private credentials: ScreenCredentials | null = loadCredentials();
  private state: ScreenState | null = loadCachedState();
  private live: LiveSocket | null = null;
  private readonly player = new PlaylistPlayer();
  private readonly nameBadge = el('div', { className: 'name-badge' });
  private readonly albums = new AlbumBrowser({
    list: async () => fetchAlbums(this.requireCredentials()),
    open: async (id, password) => openAlbum(this.requireCredentials(), id, password),
  });

  constructor(private readonly root: HTMLElement) {}

  async start(): Promise<void> {
    if (this.state) this.render();
    await this.connect();
    setInterval(() => void this.heartbeat(), SCREEN_HEARTBEAT_MS);
    setInterval(() => {
      if (!this.live?.isOpen) void this.refresh();
    }, SCREEN_POLL_MS);
    // Re-evaluate on/off times and code expiry each minute.
    setInterval(() => this.render(), 60_000);
  }

  private async connect(): Promise<void> {
    try {
      if (!this.credentials) {
        const registered = await registerScreen(PLAYER_VERSION);
        this.credentials = { deviceId: registered.deviceId, secret: registered.secret };
        saveCredentials(this.credentials);
        this.apply(registered.state);
      } else {
        await this.refresh();
      }
      this.live = new LiveSocket(
        this.credentials,
        (command) => void this.follow(command),
        (open) => {
          if (open) void this.refresh();
        },
      );
      this.live.start();
    } catch (error) {
      // The network is down: keep showing what we have; the poll will try again.
      if (error instanceof UnknownScreenError) await this.reRegister();
    }
  }

  private requireCredentials(): ScreenCredentials {
    if (!this.credentials) throw new Error('screen not registered');
    return this.credentials;
  }

  private async reRegister(): Promise<void> {
    this.live?.stop();
    this.live = null;
    forgetScreen();
    this.credentials = null;
    await this.connect();
  }

  private async follow(command: ScreenCommand): Promise<void> {
    if (command === 'clear') await clearMediaCache();
    await this.refresh();
    const albumsChanged =
      command === 'settings' || command === 'content' || command === 'paired' || command === 'unlock';
    if (albumsChanged && this.state?.settings.mode === 'albums') void this.albums.reload();
  }

  private async refresh(): Promise<void> {
    if (!this.credentials) return void (await this.connect());
    try {
      this.apply(await fetchState(this.credentials));
    } catch (error) {
      if (error instanceof UnknownScreenError) await this.reRegister();
    }
  }

  /** Over the socket while it is open; over HTTP (which also answers the state) while it is not. */
  private async heartbeat(): Promise<void> {
    if (!this.credentials || this.live?.sendHeartbeat()) return;
    try {
      this.apply(await sendHeartbeat(this.credentials, PLAYER_VERSION));
    } catch (error) {
      if (error instanceof UnknownScreenError) await this.reRegister();
    }
  }

  private apply(state: ScreenState): void {
    if (state.appVersion && state.appVersion !== PLAYER_VERSION && state.status === 'paired') {
      saveCachedState(state);
      location.reload();
      return;
    }
    const enteringAlbums = state.settings.mode === 'albums' && this.state?.settings.mode !== 'albums';
    this.state = state;
    saveCachedState(state);
    void keepOnlyMedia([...state.playlist.map((item) => item.url), ...this.albums.mediaUrls()]);
    if (enteringAlbums && state.status === 'paired') void this.albums.reload();
    this.render();
  }

  private render(): void {
    const state = this.state;
    if (!state) return;
    this.root.dataset.status = state.status;
    this.root.style.filter = state.settings.brightness < 100 ? `brightness(${state.settings.brightness}%)` : '';
    this.nameBadge.textContent = state.settings.showName ? (state.name ?? '') : '';
    const view = this.viewFor(state);
    if (view !== this.player.view) this.player.stop();
    if (view !== this.albums.view) this.albums.leave();
    if (this.root.firstElementChild !== view) this.root.replaceChildren(view, this.nameBadge);
  }

  private viewFor(state: ScreenState): HTMLElement {
    if (state.status === 'unpaired') {
      const expired = state.codeExpiresAt !== null && state.codeExpiresAt < Date.now();
      if (expired) void this.refresh();
      return pairingView(state.code);
    }
    if (state.status === 'locked') return lockedView(state.name);
    if (!isWithinOnHours(state.settings, new Date())) return darkView();
    if (state.settings.mode === 'albums') {
      this.albums.enter();
      return this.albums.view;
    }
    if (state.playlist.length === 0) return shopView(state.shop);
    this.player.play(state.playlist, state.settings.volume);
    return this.player.view;
  }
}
