// The desktop launcher's main process: one sandboxed window on the Spielraum site, the spielraum:// link
// scheme, and the launcher core (electron/launcher/) that finds, starts and follows games.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  app,
  BrowserWindow,
  type Cookie as ElectronCookie,
  dialog,
  type IpcMainEvent,
  type IpcMainInvokeEvent,
  ipcMain,
  type Session,
  session,
  shell,
  type WebContents,
} from 'electron';
import type {
  AddGameResult,
  ExecutableRefusal,
  FeedbackAnswer,
  FeedbackRequest,
  GateAnswer,
  GateGame,
  InstalledGame,
  LaunchEvent,
  LaunchOrigin,
  LaunchResult,
  LaunchState,
  SiteGameRef,
} from './bridge-types';
import { type MessageKey, pickLanguage, type Translate, translator } from './i18n';
import {
  INVOKE_CHANNELS,
  type InvokeChannel,
  type InvokeContract,
  MAIN_CHANNELS,
  PAGE_ANSWER_TIMEOUT_MS,
  PAGE_HANDLER_WAIT_MS,
  RENDERER_CHANNELS,
  type RendererChannel,
  type RendererEventContract,
  VERSION_ARGUMENT_PREFIX,
} from './ipc';
import {
  parseFeedbackAnswer,
  parseGameId,
  parseGateAnswer,
  parseOptionalGameName,
  parseSiteGameRefs,
} from './ipc-validation';
import { registerAppImageSchemeHandler } from './launcher/appimage-registration';
import { addUserGame, defaultSteamRoots, discoverSteamGames, type SteamInstall, type UserInstall } from './launcher/discovery';
import { checkLaunchable, GameLauncher, type LaunchCandidate } from './launcher/launch';
import { findLocalInstall, LauncherLibrary, recordFromInstall } from './launcher/library';
import { findLaunchLinkInArgv, LAUNCH_LINK_SCHEME, parseLaunchLink } from './launcher/links';
import { SessionStore } from './launcher/sessions';
import { type CookieJar, createHttpSiteClient, isExpired, parseSetCookie, type SiteClient } from './launcher/site-client';
import { isAllowedExternalUrl, isPermissionGranted, isSiteUrl, resolveSiteUrl } from './navigation';
import { PageRequestBroker } from './page-requests';

const here = path.dirname(fileURLToPath(import.meta.url));
const SITE_URL = resolveSiteUrl(process.env.SPIELRAUM_SITE_URL, log);
const SITE_ORIGIN = new URL(SITE_URL).origin;
const FLUSH_INTERVAL_MS = 5 * 60_000;
const FLUSH_DELAY_MS = 2_000;
const DISCOVERY_CACHE_MS = 30_000;
const RELOAD_AFTER_FAILURE_MS = 10_000;
const MAX_QUEUED_LINKS = 5;

function log(message: string): void {
  console.log(`[spielraum] ${message}`);
}

interface LauncherCore {
  library: LauncherLibrary;
  sessions: SessionStore;
  launcher: GameLauncher;
  siteClient: SiteClient;
  gate: PageRequestBroker<GateGame, GateAnswer>;
  feedback: PageRequestBroker<FeedbackRequest['session'], FeedbackAnswer>;
}

let mainWindow: BrowserWindow | null = null;
let windowReady = false;
let core: LauncherCore | null = null;
let t: Translate = translator('de');
let quitWhenGamesEnd = false;
let flushTimer: ReturnType<typeof setTimeout> | null = null;
let steamCache: { at: number; installs: SteamInstall[] } | null = null;
const queuedLinks: string[] = [];

// ---------------------------------------------------------------------------------------------------------
// Links

function registerLinkScheme(): void {
  const entryScript = process.argv[1];
  // Started as `electron .` during development: Windows must start Electron with our app folder.
  if (process.defaultApp && entryScript) {
    app.setAsDefaultProtocolClient(LAUNCH_LINK_SCHEME, process.execPath, [path.resolve(entryScript)]);
  } else {
    app.setAsDefaultProtocolClient(LAUNCH_LINK_SCHEME);
  }
}

function receiveLink(link: string): void {
  if (!core || !windowReady) {
    if (queuedLinks.length < MAX_QUEUED_LINKS) queuedLinks.push(link);
    return;
  }
  void openLaunchLink(link);
}

function drainQueuedLinks(): void {
  for (const link of queuedLinks.splice(0)) void openLaunchLink(link);
}

async function openLaunchLink(link: string): Promise<void> {
  showWindow();
  const parsed = parseLaunchLink(link);
  if (!parsed.ok) {
    log(`refused a launch link (${parsed.reason})`);
    sendToPage(RENDERER_CHANNELS.launchEvent, { type: 'link-refused', reason: parsed.reason });
    await showNotice('warning', 'link.invalid.title', t('link.invalid.message'));
    return;
  }
  await launchGame(parsed.gameId, 'link');
}

// ---------------------------------------------------------------------------------------------------------
// Dialogs

function refusalText(reason: ExecutableRefusal): string {
  return t(`refusal.${reason}` as MessageKey);
}

async function showNotice(type: 'warning' | 'error' | 'info', titleKey: MessageKey, message: string): Promise<void> {
  const options = { type, title: t(titleKey), message, buttons: ['OK'], noLink: true };
  if (mainWindow) await dialog.showMessageBox(mainWindow, options);
  else await dialog.showMessageBox(options);
}

async function confirmLaunch(game: LaunchCandidate): Promise<boolean> {
  showWindow();
  const options = {
    type: 'question' as const,
    title: t('confirm.title'),
    message: t('confirm.message', { game: game.name }),
    detail: t('confirm.detail', { command: [game.executable, ...game.args].join(' ') }),
    buttons: [t('confirm.start'), t('confirm.cancel')],
    defaultId: 1,
    cancelId: 1,
    noLink: true,
  };
  const { response } = mainWindow
    ? await dialog.showMessageBox(mainWindow, options)
    : await dialog.showMessageBox(options);
  return response === 0;
}

// ---------------------------------------------------------------------------------------------------------
// The page

function sendToPage<C extends RendererChannel>(channel: C, payload: RendererEventContract[C]): boolean {
  const contents = mainWindow?.webContents;
  if (!contents || contents.isDestroyed() || !windowReady) return false;
  contents.send(channel, payload);
  return true;
}

function sendLaunchEvent(event: LaunchEvent): void {
  sendToPage(RENDERER_CHANNELS.launchEvent, event);
  if ((event.type === 'ended' || event.type === 'not-started') && quitWhenGamesEnd) quitIfIdle();
}

/** Only the site's own top-level page in our window may use the bridge. */
function isFromSitePage(event: IpcMainInvokeEvent | IpcMainEvent): boolean {
  const frame = event.senderFrame;
  return (
    frame !== null &&
    mainWindow !== null &&
    event.sender === mainWindow.webContents &&
    frame === event.sender.mainFrame &&
    isSiteUrl(frame.url, SITE_ORIGIN)
  );
}

function handle<C extends InvokeChannel>(
  channel: C,
  handler: (...args: unknown[]) => Promise<InvokeContract[C]['result']>,
): void {
  ipcMain.handle(channel, async (event, ...args: unknown[]) => {
    if (!isFromSitePage(event)) throw new Error('not allowed');
    return handler(...args);
  });
}

function pageGone(): void {
  core?.gate.pageGone();
  core?.feedback.pageGone();
}

// ---------------------------------------------------------------------------------------------------------
// Games

async function steamInstalls(): Promise<SteamInstall[]> {
  if (steamCache && Date.now() - steamCache.at < DISCOVERY_CACHE_MS) return steamCache.installs;
  const roots = defaultSteamRoots({ platform: process.platform, homeDir: os.homedir(), env: process.env });
  const installs = await discoverSteamGames({ roots, log });
  steamCache = { at: Date.now(), installs };
  return installs;
}

function userInstalls(library: LauncherLibrary): UserInstall[] {
  return library
    .entries()
    .filter(([, record]) => record.source === 'user')
    .map(([, record]) => ({
      source: 'user',
      name: record.name,
      executable: record.executable,
      installDir: record.installDir ?? path.dirname(record.executable),
    }));
}

async function listInstalledGames(): Promise<InstalledGame[]> {
  if (!core) return [];
  const entries = core.library.entries();
  const steam = (await steamInstalls()).map((install): InstalledGame => {
    const linked = entries.find(([, record]) => record.steamAppId === install.steamAppId);
    return {
      source: 'steam',
      name: install.name,
      installDir: install.installDir,
      steamAppId: install.steamAppId,
      ...(linked ? { gameId: linked[0] } : {}),
    };
  });
  const user = entries
    .filter(([, record]) => record.source === 'user')
    .map(([gameId, record]): InstalledGame => ({
      source: 'user',
      name: record.name,
      installDir: record.installDir ?? path.dirname(record.executable),
      gameId,
    }));
  return [...steam, ...user];
}

async function getLaunchState(games: SiteGameRef[]): Promise<LaunchState[]> {
  if (!core) return games.map((game) => ({ gameId: game.id, installed: false, running: false }));
  const { library, launcher } = core;
  const steam = await steamInstalls();
  const installs = [...steam, ...userInstalls(library)];
  const states: LaunchState[] = [];
  for (const game of games) {
    let record = library.get(game.id);
    if (record?.source === 'steam' && !steam.some((install) => install.steamAppId === record?.steamAppId)) {
      // Uninstalled in Steam since: forget the link, it is learned again after a reinstall.
      await library.remove(game.id);
      record = undefined;
    }
    if (!record) {
      const match = findLocalInstall(game, installs);
      const learned = match ? recordFromInstall(match, game.name) : null;
      if (learned) {
        await library.set(game.id, learned);
        record = learned;
      }
    }
    const installed = record !== undefined && (await checkLaunchable(record)) === null;
    states.push({
      gameId: game.id,
      installed,
      running: launcher.isRunning(game.id),
      ...(record && installed ? { source: record.source, name: record.name } : {}),
    });
  }
  return states;
}

async function launchGame(gameId: number, origin: LaunchOrigin): Promise<LaunchResult> {
  if (!core) return { status: 'failed', gameId, message: 'launcher not ready' };
  const { result } = await core.launcher.launch(gameId, origin);
  if (origin === 'link') {
    const name = core.library.get(gameId)?.name ?? t('game.unknown', { id: gameId });
    if (result.status === 'not_installed') {
      await showNotice('info', 'launch.notInstalled.title', t('launch.notInstalled.message'));
    } else if (result.status === 'refused') {
      await showNotice('error', 'launch.refused.title', t('launch.refused.message', { game: name, reason: refusalText(result.reason) }));
    } else if (result.status === 'failed') {
      await showNotice('error', 'launch.failed.title', t('launch.failed.message', { game: name, reason: result.message }));
    }
  }
  return result;
}

async function addGameFromFile(gameId: number, gameName: string | undefined): Promise<AddGameResult> {
  if (!core || !mainWindow) return { ok: false, reason: 'cancelled' };
  const name = gameName ?? t('game.unknown', { id: gameId });
  const picked = await dialog.showOpenDialog(mainWindow, {
    title: t('addGame.title', { game: name }),
    buttonLabel: t('addGame.button'),
    properties: ['openFile', 'dontAddToRecent'],
    filters: process.platform === 'win32' ? [{ name: t('addGame.filter.programs'), extensions: ['exe'] }] : [],
  });
  const filePath = picked.filePaths[0];
  if (picked.canceled || !filePath) return { ok: false, reason: 'cancelled' };

  const added = await addUserGame(filePath, name);
  if (!added.ok) {
    await showNotice('warning', 'addGame.invalid.title', refusalText(added.reason));
    return { ok: false, reason: added.reason };
  }
  const record = recordFromInstall(added.install, name);
  if (!record) return { ok: false, reason: 'not_executable' };
  await core.library.set(gameId, record);
  return { ok: true, gameId, name: record.name };
}

// ---------------------------------------------------------------------------------------------------------
// Reports to the site

/** The site window's cookie jar, so reports go out as the user who is logged in there. */
function electronCookieJar(cookieSession: Session): CookieJar {
  return {
    async getCookies(url) {
      const cookies: ElectronCookie[] = await cookieSession.cookies.get({ url });
      return cookies.map(({ name, value }) => ({ name, value }));
    },
    async storeSetCookieHeaders(url, headers) {
      for (const header of headers) {
        const cookie = parseSetCookie(header);
        if (!cookie) continue;
        if (isExpired(cookie)) {
          await cookieSession.cookies.remove(url, cookie.name);
          continue;
        }
        await cookieSession.cookies.set({
          url,
          name: cookie.name,
          value: cookie.value,
          ...(cookie.domain ? { domain: cookie.domain } : {}),
          path: cookie.path ?? '/',
          secure: cookie.secure,
          httpOnly: cookie.httpOnly,
          ...(cookie.sameSite ? { sameSite: cookie.sameSite === 'none' ? 'no_restriction' : cookie.sameSite } : {}),
          ...(cookie.expiresAt !== undefined ? { expirationDate: cookie.expiresAt } : {}),
        });
      }
    },
  };
}

function scheduleFlush(delayMs = FLUSH_DELAY_MS): void {
  if (flushTimer) clearTimeout(flushTimer);
  flushTimer = setTimeout(() => {
    flushTimer = null;
    if (!core) return;
    core.sessions
      .flush(core.siteClient)
      .then((result) => {
        if (result.delivered || result.dropped || result.stoppedBy) {
          log(`reports: ${result.delivered} sent, ${result.dropped} dropped, ${result.remaining} waiting (${result.stoppedBy ?? 'done'})`);
        }
      })
      .catch((error) => log(`sending reports failed: ${(error as Error).message}`));
  }, delayMs);
}

// ---------------------------------------------------------------------------------------------------------
// Window and security

function showWindow(): void {
  // 'second-instance' may arrive before the app is ready; the window comes with the start then.
  if (!app.isReady()) return;
  if (!mainWindow) {
    createWindow();
    return;
  }
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.show();
  mainWindow.focus();
}

function openExternally(url: string): void {
  if (isAllowedExternalUrl(url)) void shell.openExternal(url);
  else log(`blocked opening ${url.slice(0, 100)}`);
}

function secureWebPreferences(withBridge: boolean): Electron.WebPreferences {
  return {
    ...(withBridge ? { preload: path.join(here, 'preload.cjs') } : {}),
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
    session: session.defaultSession,
    ...(withBridge ? { additionalArguments: [`${VERSION_ARGUMENT_PREFIX}${app.getVersion()}`] } : {}),
  };
}

function lockDownWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event) => {
    if (isSiteUrl(event.url, SITE_ORIGIN)) return;
    event.preventDefault();
    openExternally(event.url);
  });
  contents.on('will-redirect', (event) => {
    if (isSiteUrl(event.url, SITE_ORIGIN)) return;
    event.preventDefault();
    openExternally(event.url);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(({ url }) => {
    if (isSiteUrl(url, SITE_ORIGIN)) {
      // Further site pages open in plain windows: no bridge, so they cannot start games.
      return { action: 'allow', overrideBrowserWindowOptions: { webPreferences: secureWebPreferences(false) } };
    }
    openExternally(url);
    return { action: 'deny' };
  });
}

function lockDownSession(target: Session): void {
  target.setPermissionRequestHandler((_contents, permission, callback, details) => {
    callback(isPermissionGranted(permission, details.requestingUrl, SITE_ORIGIN));
  });
  target.setPermissionCheckHandler((_contents, permission, requestingOrigin) =>
    isPermissionGranted(permission, requestingOrigin, SITE_ORIGIN),
  );
}

function createWindow(): void {
  const iconPath = path.join(process.resourcesPath ?? '', 'icon.png');
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 360,
    minHeight: 560,
    show: false,
    title: 'Spielraum',
    backgroundColor: '#101217',
    autoHideMenuBar: true,
    ...(existsSync(iconPath) ? { icon: iconPath } : {}),
    webPreferences: secureWebPreferences(true),
  });
  mainWindow = window;
  windowReady = false;
  window.once('ready-to-show', () => window.show());
  window.webContents.on('did-finish-load', () => {
    windowReady = true;
    drainQueuedLinks();
    scheduleFlush();
  });
  window.webContents.on('did-start-navigation', (event) => {
    if (event.isMainFrame && !event.isSameDocument) pageGone();
  });
  window.webContents.on('did-fail-load', (_event, errorCode, _description, validatedUrl, isMainFrame) => {
    // -3 is ERR_ABORTED: a navigation replaced by another one, not a failure.
    if (!isMainFrame || errorCode === -3) return;
    log(`loading ${validatedUrl} failed (${errorCode}); retrying`);
    // Games can be started while the site is unreachable: links must not wait for the page.
    windowReady = true;
    drainQueuedLinks();
    setTimeout(() => {
      if (!window.isDestroyed()) void window.loadURL(SITE_URL);
    }, RELOAD_AFTER_FAILURE_MS);
  });
  window.webContents.on('render-process-gone', () => pageGone());
  window.on('closed', () => {
    if (mainWindow === window) {
      mainWindow = null;
      windowReady = false;
    }
    pageGone();
  });
  void window.loadURL(SITE_URL);
}

function quitIfIdle(): void {
  if (!mainWindow && core?.launcher.runningGameIds().length === 0) app.quit();
}

// ---------------------------------------------------------------------------------------------------------
// Start

async function startLauncherCore(): Promise<LauncherCore> {
  const dataDir = path.join(app.getPath('userData'), 'launcher');
  const library = await LauncherLibrary.open({ dataDir, log });
  const sessions = await SessionStore.open({ dataDir, log });
  const recovered = await sessions.recoverOrphans();
  if (recovered.length > 0) log(`recovered ${recovered.length} session(s) interrupted by the last exit`);

  const gate = new PageRequestBroker<GateGame, GateAnswer>({
    send: (requestId, game) => sendToPage(RENDERER_CHANNELS.gateRequest, { requestId, game }),
    parseAnswer: parseGateAnswer,
    fallback: { proceed: true },
    answerTimeoutMs: PAGE_ANSWER_TIMEOUT_MS,
    handlerWaitMs: PAGE_HANDLER_WAIT_MS,
    log,
  });
  const feedback = new PageRequestBroker<FeedbackRequest['session'], FeedbackAnswer>({
    send: (requestId, sessionInfo) => sendToPage(RENDERER_CHANNELS.feedbackRequest, { requestId, session: sessionInfo }),
    parseAnswer: parseFeedbackAnswer,
    fallback: {},
    answerTimeoutMs: PAGE_ANSWER_TIMEOUT_MS,
    handlerWaitMs: PAGE_HANDLER_WAIT_MS,
    log,
  });
  const launcher = new GameLauncher({
    library,
    sessions,
    confirmLaunch,
    prePlayGate: (game) => {
      if (gate.hasHandler) showWindow();
      return gate.request(game);
    },
    postPlay: (played) => {
      if (feedback.hasHandler) showWindow();
      return feedback.request({
        gameId: played.gameId,
        name: played.name,
        durationMinutes: played.durationMinutes,
        moodBefore: played.moodBefore,
      });
    },
    onEvent: sendLaunchEvent,
    onReportQueued: () => scheduleFlush(),
    // Listing processes on Windows starts PowerShell: poll less often there.
    timing: { pollIntervalMs: process.platform === 'win32' ? 5_000 : 2_000 },
    log,
  });
  const siteClient = createHttpSiteClient({ baseUrl: SITE_URL, cookies: electronCookieJar(session.defaultSession) });
  return { library, sessions, launcher, siteClient, gate, feedback };
}

function registerIpc(): void {
  handle(INVOKE_CHANNELS.listInstalledGames, () => listInstalledGames());
  handle(INVOKE_CHANNELS.getLaunchState, async (games) => {
    const parsed = parseSiteGameRefs(games);
    if (!parsed) throw new Error('invalid game list');
    return getLaunchState(parsed);
  });
  handle(INVOKE_CHANNELS.launchGame, async (gameId) => {
    const id = parseGameId(gameId);
    if (id === null) throw new Error('invalid game id');
    return launchGame(id, 'app');
  });
  handle(INVOKE_CHANNELS.addGameFromFile, async (gameId, gameName) => {
    const id = parseGameId(gameId);
    if (id === null) return { ok: false, reason: 'invalid_game' };
    return addGameFromFile(id, parseOptionalGameName(gameName));
  });
  handle(INVOKE_CHANNELS.gateRespond, async (requestId, answer) => {
    core?.gate.answer(requestId, answer);
  });
  handle(INVOKE_CHANNELS.feedbackRespond, async (requestId, answer) => {
    core?.feedback.answer(requestId, answer);
  });
  ipcMain.on(MAIN_CHANNELS.gateHandler, (event, available: unknown) => {
    if (isFromSitePage(event)) core?.gate.setHandlerAvailable(available === true);
  });
  ipcMain.on(MAIN_CHANNELS.feedbackHandler, (event, available: unknown) => {
    if (isFromSitePage(event)) core?.feedback.setHandlerAvailable(available === true);
  });
}

function registerAppImage(): void {
  const appImagePath = process.env.APPIMAGE;
  if (process.platform !== 'linux' || !appImagePath) return;
  const bundledIcon = path.join(process.resourcesPath ?? '', 'icon.png');
  registerAppImageSchemeHandler({
    appImagePath,
    homeDir: os.homedir(),
    ...(existsSync(bundledIcon) ? { iconFile: bundledIcon } : {}),
    log,
  })
    .then((result) => {
      if (result.written) log(`registered the link scheme in ${result.desktopFile}`);
    })
    .catch((error) => log(`registering the AppImage failed: ${(error as Error).message}`));
}

function start(): void {
  registerLinkScheme();

  // macOS delivers links as events, possibly before the app is ready; they wait in the queue.
  app.on('open-url', (event, url) => {
    event.preventDefault();
    receiveLink(url);
  });
  app.on('second-instance', (_event, argv) => {
    showWindow();
    const link = findLaunchLinkInArgv(argv);
    if (link) receiveLink(link);
  });
  const startLink = findLaunchLinkInArgv(process.argv);
  if (startLink) receiveLink(startLink);

  app.on('web-contents-created', (_event, contents) => lockDownWebContents(contents));
  app.on('window-all-closed', () => {
    if (process.platform === 'darwin') return;
    // Closing the window while a game runs keeps the launcher alive until the session is recorded.
    if (core && core.launcher.runningGameIds().length > 0) {
      quitWhenGamesEnd = true;
      return;
    }
    app.quit();
  });
  app.on('activate', () => {
    if (!mainWindow) createWindow();
  });

  app
    .whenReady()
    .then(async () => {
      t = translator(pickLanguage(app.getLocale()));
      lockDownSession(session.defaultSession);
      registerIpc();
      registerAppImage();
      core = await startLauncherCore();
      createWindow();
      setInterval(() => scheduleFlush(0), FLUSH_INTERVAL_MS);
      scheduleFlush();
    })
    .catch((error) => {
      log(`start failed: ${(error as Error).stack ?? error}`);
      app.exit(1);
    });
}

if (app.requestSingleInstanceLock()) {
  start();
} else {
  // Another launcher is running: it receives our command line (and any link) via 'second-instance'.
  app.quit();
}
