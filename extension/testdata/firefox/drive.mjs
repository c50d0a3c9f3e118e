// Drives headless Firefox ESR over WebDriver BiDi for extension/firefox_test.go:
// installs the extension as a temporary add-on, points it at the test's
// daemon through its popup like a user, walks through the test app's bugs,
// and prints what the Go test needs as one JSON line on stdout.
//
//   node drive.mjs '{"firefox": "/usr/bin/firefox-esr", "extension": DIR,
//     "profile": DIR, "geckoID": ID, "uuid": UUID, "daemon": URL, "app": URL,
//     "password": S, "extra": URL}'
//
// "extra" (optional) is a page on an origin beyond the manifest's: the user
// allows its host in the popup, and the extension registers its content
// scripts there at run time.
//
// Prints {"tabId": N, "extraTabId": N, "extraSeen": [...], "popup": {...},
// "pageErrors": [...]};
// exits non-zero with the reason on stderr when a step fails.
import puppeteer from 'puppeteer-core';

const cfg = JSON.parse(process.argv[2]);
const STEP_MS = 15000;
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

// BiDi sends no load event for moz-extension:// pages (page.url() stays
// about:blank and goto times out): start the navigation without waiting for
// it, then poll the document until it is the page, ready.
async function openExtensionPage(page, url) {
  page.goto(url, {timeout: STEP_MS}).catch(() => {});
  const deadline = Date.now() + STEP_MS;
  let at = '';
  for (;;) {
    try {
      at = await page.evaluate(() => location.href + ' ' + document.readyState);
      if (at === url + ' complete') return;
    } catch (e) {
      // the old document is going away
    }
    if (Date.now() > deadline) throw new Error(`${url} never loaded (at ${at})`);
    await pause(100);
  }
}

async function step(name, fn) {
  const started = Date.now();
  try {
    await fn();
  } catch (e) {
    throw new Error(`${name}: ${e.message}`);
  }
  process.stderr.write(`drive: ${name} (${Date.now() - started} ms)\n`);
}

const browser = await puppeteer.launch({
  browser: 'firefox',
  protocol: 'webDriverBiDi',
  executablePath: cfg.firefox,
  headless: true,
  userDataDir: cfg.profile,
  // Lets BiDi open the popup's moz-extension:// page.
  args: ['--remote-allow-system-access'],
  extraPrefsFirefox: {
    // The add-on's internal UUID, so its pages have a known address.
    'extensions.webextensions.uuids': JSON.stringify({[cfg.geckoID]: cfg.uuid}),
    // Grant optional host permissions without the prompt, which a headless
    // browser has no window to show.
    'extensions.webextOptionalPermissionPrompts': false,
  },
});

// For the Go test to end a Firefox this script could not close (puppeteer
// starts it in its own process group).
process.stderr.write(`drive: firefox pid ${browser.process()?.pid}\n`);

const out = {tabId: null, extraTabId: null, extraSeen: null, popup: null, pageErrors: []};
try {
  const popupURL = `moz-extension://${cfg.uuid}/popup.html`;
  await step('install the extension as a temporary add-on', async () => {
    const id = await browser.installExtension(cfg.extension);
    if (id !== cfg.geckoID) throw new Error(`installed as ${id}, want ${cfg.geckoID}`);
  });

  await step('set the daemon address in the popup', async () => {
    const popup = await browser.newPage();
    await openExtensionPage(popup, popupURL);
    await popup.waitForSelector('#daemon', {timeout: STEP_MS});
    await popup.$eval('#daemon', (el) => (el.value = ''));
    await popup.type('#daemon', cfg.daemon);
    await popup.click('#save');
    await popup.waitForFunction(() => document.getElementById('saved').textContent === 'Saved', {timeout: STEP_MS});
    await popup.close();
  });

  const page = await browser.newPage();
  page.on('pageerror', (e) => out.pageErrors.push(String(e && e.message)));
  const click = async (sel) => {
    await page.click(sel);
    await pause(300); // the app's requests and timers
  };
  await step('open the app', () => page.goto(cfg.app, {timeout: STEP_MS, waitUntil: 'load'}));
  if (cfg.clicks) {
    // Another app (TestUIAppsFirefox): wait for cfg.ready, then click
    // each of cfg.clicks in turn.
    await step(`wait for ${cfg.ready}`, () => page.waitForSelector(cfg.ready, {timeout: STEP_MS}));
    for (const sel of cfg.clicks) await step(`click ${sel}`, () => click(sel));
  } else {
    await appSteps();
  }
  async function appSteps() {
  await step('load the profile (500, TypeError)', () => click('[data-testid="load-profile"]'));
  await step('sign up (400, console.error)', async () => {
    await page.type('#signup input[name="email"]', 'ada@example.com');
    await click('#signup button');
  });
  await step('check status (closed port, unhandled rejection)', () => click('.check-status'));
  await step('log in (401, Error)', async () => {
    await page.type('#login input[name="user"]', 'ada');
    await page.type('#login input[name="password"]', cfg.password);
    await click('#login button');
  });
  await step('go to settings (pushState, ReferenceError)', () => click('[data-testid="nav-settings"]'));
  }

  if (cfg.extra) {
    const host = new URL(cfg.extra).hostname;
    await step(`allow ${host} in the popup`, async () => {
      const popup = await browser.newPage();
      await openExtensionPage(popup, popupURL);
      await popup.waitForSelector('#origins', {timeout: STEP_MS});
      await popup.$eval('#origins', (el) => (el.value = ''));
      await popup.type('#origins', ['localhost', '127.0.0.1', '[::1]', host].join('\n'));
      await popup.click('#save');
      await popup.waitForFunction(() => document.getElementById('saved').textContent === 'Saved', {timeout: STEP_MS});
      // The background registers the content scripts once storage changes.
      await popup.waitForFunction(
        () => browser.scripting.getRegisteredContentScripts().then((s) => s.length === 2),
        {timeout: STEP_MS, polling: 100},
      );
      await popup.close();
    });
    const extra = await browser.newPage();
    await step(`tick three times on ${host}`, async () => {
      await extra.goto(cfg.extra, {timeout: STEP_MS, waitUntil: 'load'});
      for (let i = 0; i < 3; i++) await extra.click('[data-testid="tick"]');
      await pause(300);
      out.extraSeen = await extra.evaluate(() => window.__seen);
    });
  }

  if (cfg.sweep) {
    // The capture-sweep's shapes (extension/testdata/pages/sweep.js).
    const sweep = await browser.newPage();
    await step('run the capture-sweep shapes', async () => {
      await sweep.goto(cfg.sweep, {timeout: STEP_MS, waitUntil: 'load'});
      for (const name of cfg.sweepShapes) await sweep.evaluate((name) => window.run(name), name);
      await pause(1000);
    });
  }

  await step('ask the extension for the tab ids', async () => {
    const popup = await browser.newPage();
    await openExtensionPage(popup, popupURL);
    const tabOf = async (url) => {
      const prefix = new URL(url).origin + '/';
      const ids = await popup.evaluate(
        (prefix) => browser.tabs.query({}).then((ts) => ts.filter((t) => (t.url || '').startsWith(prefix)).map((t) => t.id)),
        prefix,
      );
      if (ids.length !== 1) throw new Error(`tabs showing ${prefix}: ${JSON.stringify(ids)}`);
      return ids[0];
    };
    out.tabId = await tabOf(cfg.app);
    if (cfg.extra) out.extraTabId = await tabOf(cfg.extra);
    // What the popup shows once its health check and counts are in.
    await popup.waitForFunction(
      () => !/checking/.test(document.getElementById('health').textContent) && Number(document.getElementById('sent').textContent) > 0,
      {timeout: STEP_MS, polling: 100},
    );
    out.popup = await popup.evaluate(() => ({
      health: document.getElementById('health').textContent,
      sent: Number(document.getElementById('sent').textContent),
      lastError: document.getElementById('last-error').textContent,
    }));
    await popup.close();
  });
} finally {
  await browser.close();
}
process.stdout.write(JSON.stringify(out) + '\n');
