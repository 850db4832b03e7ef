/**
 * A @web/test-runner browser launcher for WebKit, the engine behind Safari: WebKitGTK's MiniBrowser driven by
 * `WebKitWebDriver` over classic W3C WebDriver, inside a private `Xvfb` display. It speaks plain HTTP with
 * fetch, so no driver package (and none of their post-install downloads) is needed. One window, one test file
 * at a time (concurrency 1). Its type is 'webdriver', so @web/test-runner-commands' sendKeys reaches
 * `sendKeys()` below; emulateMedia and a11ySnapshot need CDP or puppeteer and are not available here.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** W3C WebDriver key codes for the key names tests press (the rest are typed as characters). */
const KEYS = {
  Backspace: '\uE003', Tab: '\uE004', Enter: '\uE007', Shift: '\uE008', Control: '\uE009', Alt: '\uE00A',
  Escape: '\uE00C', Space: ' ', PageUp: '\uE00E', PageDown: '\uE00F', End: '\uE010', Home: '\uE011',
  ArrowLeft: '\uE012', ArrowUp: '\uE013', ArrowRight: '\uE014', ArrowDown: '\uE015', Delete: '\uE017', Meta: '\uE03D',
};

/** A free TCP port on the loopback interface. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts Xvfb on the first free display and resolves with that display's name (":N"). */
function startXvfb(xvfb) {
  return new Promise((resolve, reject) => {
    const child = spawn(xvfb, ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'], {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    });
    let out = '';
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
    child.stdio[3].on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve({ child, display: `:${out.trim()}` });
    });
  });
}

/** Turns one sendKeys entry ("a", "ArrowUp", "Control+a") into WebDriver key actions. */
export function keyActions(entry) {
  const parts = entry.length > 1 && entry.includes('+') ? entry.split('+') : [entry];
  const values = parts.map((p) => KEYS[p] ?? p);
  if (values.some((v) => [...v].length !== 1)) throw new Error(`WebKit launcher: unknown key "${entry}"`);
  return [...values.map((value) => ({ type: 'keyDown', value })), ...values.reverse().map((value) => ({ type: 'keyUp', value }))];
}

export class WebKitLauncher {
  /** @param {{ minibrowser: string, driver: string, xvfb: string, version: string }} found */
  constructor(found) {
    this.found = found;
    this.name = 'WebKit';
    this.type = 'webdriver';
    this.concurrency = 1;
    /** @type {Map<string, string>} test-runner session id → URL being run */
    this.active = new Map();
  }

  /** One WebDriver command; throws with the driver's own message when it fails. */
  async command(method, path, body) {
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers: body ? { 'content-type': 'application/json' } : undefined,
      body: body ? JSON.stringify(body) : undefined,
    });
    const json = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(`WebKitWebDriver ${method} ${path}: ${json.value?.message ?? response.status}`);
    return json.value;
  }

  /** Starts the display, the driver and the browser once, before the first test file. */
  async start() {
    this.xvfb = await startXvfb(this.found.xvfb);
    const port = await freePort();
    this.base = `http://127.0.0.1:${port}`;
    this.driver = spawn(this.found.driver, [`--port=${port}`], {
      stdio: 'ignore',
      env: { ...process.env, DISPLAY: this.xvfb.display },
    });
    for (let tries = 0; ; tries++) {
      try {
        if ((await this.command('GET', '/status')).ready !== undefined) break;
      } catch (error) {
        if (tries > 100) throw error;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    const capabilities = { alwaysMatch: { 'webkitgtk:browserOptions': { binary: this.found.minibrowser, args: ['--automation'] } } };
    const session = await this.command('POST', '/session', { capabilities });
    this.session = `/session/${session.sessionId}`;
    await this.command('POST', `${this.session}/window/rect`, { width: 800, height: 600 }).catch(() => {});
  }

  async startSession(sessionId, url) {
    this.starting ??= this.start();
    await this.starting;
    this.active.set(sessionId, url);
    await this.command('POST', `${this.session}/url`, { url });
  }

  isActive(sessionId) {
    return this.active.has(sessionId);
  }

  async getBrowserUrl() {
    return this.command('GET', `${this.session}/url`);
  }

  async stopSession(sessionId) {
    this.active.delete(sessionId);
    // An empty page stops the finished file's timers before the next one loads.
    await this.command('POST', `${this.session}/url`, { url: 'about:blank' });
    return {};
  }

  startDebugSession() {
    throw new Error('The WebKit launcher has no debug mode; run MiniBrowser by hand instead.');
  }

  /** Called by @web/test-runner-commands' sendKeys: each entry is a character or a key name. */
  async sendKeys(_sessionId, entries) {
    const actions = entries.flatMap(keyActions);
    await this.command('POST', `${this.session}/actions`, { actions: [{ type: 'key', id: 'keyboard', actions }] });
    await this.command('DELETE', `${this.session}/actions`);
  }

  async stop() {
    if (this.session) await this.command('DELETE', this.session).catch(() => {});
    this.driver?.kill();
    this.xvfb?.child.removeAllListeners('exit');
    this.xvfb?.child.kill();
  }
}
