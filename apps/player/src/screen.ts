import {
  SCREEN_HEARTBEAT_MS,
  SCREEN_POLL_MS,
  type ScreenCommand,
  type ScreenCredentials,
  type ScreenState,
} from '@scenecast/contracts/screen';
import {
  fetchAlbums,
  fetchServerTime,
  fetchShopHome,
  fetchState,
  openAlbum,
  refusePairing,
  registerScreen,
  sendHeartbeat,
  UnknownScreenError,
} from './api.js';
import { learnServerClock, screenNow, syncServerClock } from './clock.js';
import { el } from './dom.js';
import { LiveSocket } from './live.js';
import { cacheMedia, clearMediaCache, keepOnlyMedia } from './media-cache.js';
import { type PlanRuleOf, planKey, planMediaUrls, planNow } from './plan.js';
import { proofOfPlay } from './proof-of-play.js';
import { SceneContent } from './scene-content.js';
import { isWithinOnHours } from './schedule.js';
import { forgetScreen, loadCachedState, loadCredentials, saveCachedState, saveCredentials } from './storage.js';
import { PLAYER_VERSION } from './version.js';
import { AlbumBrowser } from './views/albums.js';
import { darkView, lockedView } from './views/locked.js';
import { pairingView } from './views/pairing.js';
import { PairingRefusal } from './views/pairing-refusal.js';
import { PlaylistPlayer } from './views/playlist.js';
import { SCENE_VIEWS } from './views/scene-views.js';
import { ShopHomeView } from './views/shop-home.js';
import { webPageView } from './views/web-page.js';

/** Between plan edges the screen still looks again this often (a clock that jumped, a late timer). */
const PLAN_CHECK_MS = 1_000;
/** How often the screen samples the server's clock (a local clock drifts a few ms a minute). */
const CLOCK_SYNC_MS = 5 * 60_000;
/**
 * A screen that just started is busy (its page, its state, its media), which stretches the round
 * trips of its first samples: it samples again once settled.
 */
const CLOCK_SETTLED_SYNC_MS = 10_000;

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
  private readonly refusal = new PairingRefusal(async () => {
    this.apply(await refusePairing(this.requireCredentials()));
  });
  /** What the plan showed at the last render, to notice when it must change. */
  private shownPlanKey = '';
  private planTimer: ReturnType<typeof setTimeout> | undefined;
  private webPage: { url: string; view: HTMLElement } | null = null;
  private readonly albums = new AlbumBrowser({
    list: async () => fetchAlbums(this.requireCredentials()),
    open: async (id, password) => openAlbum(this.requireCredentials(), id, password),
  });
  private readonly home = new ShopHomeView(async () => fetchShopHome(this.requireCredentials()));

  private readonly scenes = new SceneContent(
    SCENE_VIEWS,
    () => this.requireCredentials(),
    () => this.render(),
  );

  constructor(private readonly root: HTMLElement) {}

  async start(): Promise<void> {
    if (this.state) {
      // Offline from the start, the kept state is all there is: show its shop's scene content too.
      this.scenes.follow(this.state.status === 'paired' ? this.state.shop : null);
      this.render();
    }
    await this.connect();
    setInterval(() => void this.heartbeat(), SCREEN_HEARTBEAT_MS);
    setInterval(() => {
      if (!this.live?.isOpen) void this.refresh();
    }, SCREEN_POLL_MS);
    // Re-evaluate on/off times and code expiry each minute.
    setInterval(() => this.render(), 60_000);
    setInterval(() => this.followPlan(), PLAN_CHECK_MS);
    void syncServerClock(fetchServerTime);
    setTimeout(() => void syncServerClock(fetchServerTime), CLOCK_SETTLED_SYNC_MS);
    setInterval(() => void syncServerClock(fetchServerTime), CLOCK_SYNC_MS);
  }

  private async connect(): Promise<void> {
    try {
      if (!this.credentials) {
        const sentAt = Date.now();
        const registered = await registerScreen(PLAYER_VERSION);
        learnServerClock(registered.state.serverTime, sentAt, Date.now());
        this.credentials = { deviceId: registered.deviceId, secret: registered.secret };
        saveCredentials(this.credentials);
        this.apply(registered.state);
      } else {
        await this.refresh();
      }
      proofOfPlay.start(this.credentials);
      this.live = new LiveSocket(
        this.credentials,
        (command) => void this.follow(command),
        (open) => {
          if (!open) return;
          void this.refresh();
          void proofOfPlay.flush();
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
    if (albumsChanged && this.state?.playlist.length === 0) void this.home.reload();
    if (command === 'content' || command === 'clear') void this.scenes.reload();
  }

  private async refresh(): Promise<void> {
    if (!this.credentials) return void (await this.connect());
    try {
      const sentAt = Date.now();
      const state = await fetchState(this.credentials);
      learnServerClock(state.serverTime, sentAt, Date.now());
      this.apply(state);
    } catch (error) {
      if (error instanceof UnknownScreenError) await this.reRegister();
    }
  }

  /** Over the socket while it is open; over HTTP (which also answers the state) while it is not. */
  private async heartbeat(): Promise<void> {
    if (!this.credentials || this.live?.sendHeartbeat()) return;
    try {
      const sentAt = Date.now();
      const state = await sendHeartbeat(this.credentials, PLAYER_VERSION);
      learnServerClock(state.serverTime, sentAt, Date.now());
      this.apply(state);
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
    this.scenes.follow(state.status === 'paired' ? state.shop : null);
    const planMedia = planMediaUrls(state.plan);
    void keepOnlyMedia([
      ...state.playlist.map((item) => item.url),
      ...planMedia,
      ...this.albums.mediaUrls(),
      ...this.home.mediaUrls(),
      ...this.scenes.mediaUrls(),
    ]).then(() => cacheMedia([...planMedia, ...state.playlist.map((item) => item.url)]));
    if (enteringAlbums && state.status === 'paired') void this.albums.reload();
    this.render();
  }

  private render(): void {
    const state = this.state;
    if (!state) return;
    this.root.dataset.status = state.status;
    this.root.style.filter = state.settings.brightness < 100 ? `brightness(${state.settings.brightness}%)` : '';
    this.nameBadge.textContent = state.settings.showName ? (state.name ?? '') : '';
    this.refusal.update(state);
    const view = this.viewFor(state);
    if (view !== this.player.view) this.player.stop();
    if (view !== this.webPage?.view) this.webPage = null;
    if (view !== this.albums.view) this.albums.leave();
    this.scenes.leaveUnless(view);
    if (this.root.firstElementChild !== view) this.root.replaceChildren(view, this.nameBadge, this.refusal.view);
  }

  private viewFor(state: ScreenState): HTMLElement {
    if (state.status === 'unpaired') {
      const expired = state.codeExpiresAt !== null && state.codeExpiresAt < Date.now();
      if (expired) void this.refresh();
      return pairingView(state.code);
    }
    if (state.status === 'locked') return lockedView(state.name);
    if (!isWithinOnHours(state.settings, new Date())) return darkView();
    const isWall = state.plan?.isWall ?? false;
    const rule = this.planRule(state);
    if (rule) return this.planView(state, rule, isWall);
    if (state.settings.mode === 'albums') return this.albumsView();
    if (state.playlist.length === 0) return this.homeView(state);
    this.player.play(state.playlist, { volume: state.settings.volume, planId: null, isWall });
    return this.player.view;
  }

  /** The plan due now (null: none, the screen's own content), and a timer for the next edge. */
  private planRule(state: ScreenState): PlanRuleOf | null {
    clearTimeout(this.planTimer);
    if (!state.plan) {
      this.shownPlanKey = '';
      return null;
    }
    const now = planNow(state.plan, screenNow());
    this.shownPlanKey = planKey(now);
    this.planTimer = setTimeout(() => this.followPlan(), Math.max(0, now.resolution.until - screenNow()));
    return now.rule;
  }

  /** Renders again when the plan says something else is due: an edge passed, an interrupt began or ended. */
  private followPlan(): void {
    const state = this.state;
    if (!state?.plan || state.status !== 'paired') return;
    if (planKey(planNow(state.plan, screenNow())) !== this.shownPlanKey) this.render();
  }

  private planView(state: ScreenState, rule: PlanRuleOf, isWall: boolean): HTMLElement {
    const { content } = rule;
    if (content.kind === 'album') return this.albumsView();
    if (content.kind === 'shopHome') return this.homeView(state);
    if (content.kind === 'webPage') {
      if (this.webPage?.url !== content.url) this.webPage = { url: content.url, view: webPageView(content.url) };
      return this.webPage.view;
    }
    if (rule.items.length === 0) return this.homeView(state);
    this.player.play(rule.items, { volume: state.settings.volume, planId: rule.id, isWall });
    return this.player.view;
  }

  private albumsView(): HTMLElement {
    this.albums.enter();
    return this.albums.view;
  }

  /**
   * What a shop shows with nothing scheduled: an enterprise, retail or clothing shop its scene content, a
   * studio its home modules, else the shop card.
   */
  private homeView(state: ScreenState): HTMLElement {
    const scene = this.scenes.enter();
    if (scene) return scene;
    this.home.enter(state.shop);
    return this.home.view;
  }
}
