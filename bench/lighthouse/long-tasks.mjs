// Long tasks of a signed-in page on a phone, to compare two builds on a shared, loaded machine
// (Lighthouse's own figures move with the machine's load: its simulation multiplies each task's
// wall time, which the other processes lengthen). Per load a Chrome trace; a task's length is its
// thread time (CPU time of the page's main thread, which the load changes far less) ×4, as
// Lighthouse's simulated 4× slower phone; printed: the tasks over LONG_MS (50) ms, their blocking
// time (the part over it) and the page's main-thread total.
//   node bench/lighthouse/long-tasks.mjs BASE_URL [path] [runs]
// BASE_URL: a running `npm start` (SIMULATOR=off) with the demo world, signed in as demo@.
// Options (environment): DETAIL=0 only the figures; otherwise each long task with what ran in it
// (trace events by own time; the CPU profile's files and functions, TOP of each). MODULES=1 lists
// the tasks that ran modules (a dynamic import's graph runs in one task). WHOLE=1 the whole load
// by trace event; INCLUSIVE=1 (with WHOLE) functions by inclusive time, FOCUS=regexp only samples
// under a function so named. THROTTLE=n slows the CPU n× through CDP and counts wall time instead.
import { chromium } from 'playwright-core';

const [base, path = '/campaigns/recent', runsArgument = '5'] = process.argv.slice(2);
if (!base) throw new Error('usage: long-tasks.mjs BASE_URL [path] [runs]');
const runs = Number(runsArgument);
const detail = process.env.DETAIL !== '0';
const LONG_MS = Number(process.env.LONG_MS ?? 50);
const THROTTLE = Number(process.env.THROTTLE ?? 1);
const SLOWDOWN = THROTTLE === 1 ? 4 : 1;
const QUIET_MS = 4000;

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'disabled-by-default-v8.cpu_profiler',
  'toplevel',
  'blink.user_timing',
  'loading',
];

/** The main thread of the page's renderer: the thread named CrRendererMain that ran the most tasks. */
function mainThreadOf(events) {
  const names = events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  let best = null;
  let bestCount = -1;
  for (const name of names) {
    const count = events.filter(
      (e) => e.pid === name.pid && e.tid === name.tid && e.name === 'RunTask',
    ).length;
    if (count > bestCount) [best, bestCount] = [name, count];
  }
  return best;
}

/** The CPU profile's samples on the thread: [{time (µs, trace clock), frames (leaf first)}]. */
function samplesOf(events, thread) {
  const nodes = new Map();
  const samples = [];
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== thread.pid) continue;
    if (e.name === 'Profile' && e.tid === thread.tid) profiles.set(e.id, { time: e.args.data.startTime });
    if (e.name !== 'ProfileChunk') continue;
    const profile = profiles.get(e.id);
    if (!profile) continue;
    const chunk = e.args.data;
    for (const node of chunk.cpuProfile?.nodes ?? []) nodes.set(`${e.id}:${node.id}`, node);
    const ids = chunk.cpuProfile?.samples ?? [];
    for (let i = 0; i < ids.length; i++) {
      profile.time += chunk.timeDeltas[i];
      samples.push({ time: profile.time, node: `${e.id}:${ids[i]}`, profile: e.id });
    }
  }
  return { nodes, samples };
}

function frameName(node) {
  const frame = node.callFrame ?? { functionName: '?', url: '', lineNumber: 0, columnNumber: 0 };
  const file = frame.url ? frame.url.replace(/^.*\/assets\//, '') : '';
  return `${frame.functionName || '(anonymous)'} ${file}${file ? `:${frame.lineNumber + 1}:${frame.columnNumber + 1}` : ''}`;
}

/** Self time by function, and by chunk (any frame of the stack's top script), within [start, end]. */
function profileOf(profile, start, end) {
  const { nodes, samples } = profile;
  const bySelf = new Map();
  const byFile = new Map();
  const inside = samples.filter((s) => s.time >= start && s.time <= end);
  const step = inside.length ? (end - start) / inside.length : 0;
  for (const sample of inside) {
    const node = nodes.get(sample.node);
    if (!node) continue;
    const name = frameName(node);
    bySelf.set(name, (bySelf.get(name) ?? 0) + step);
    let url = node.callFrame.url;
    let parent = node;
    while (!url && parent?.parent) {
      parent = nodes.get(`${sample.profile}:${parent.parent}`);
      url = parent?.callFrame.url;
    }
    const file = url ? url.replace(/^.*\/assets\//, '') : node.callFrame.functionName || '(native)';
    byFile.set(file, (byFile.get(file) ?? 0) + step);
  }
  const top = (map, n) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([name, us]) => `${(us / 1000).toFixed(0).padStart(4)} ms ${name}`);
  const count = Number(process.env.TOP ?? 6);
  if (process.env.INCLUSIVE === '1') {
    const inclusive = new Map();
    const inclusiveFiles = new Map();
    const focus = process.env.FOCUS ? new RegExp(process.env.FOCUS) : null;
    for (const sample of inside) {
      if (focus) {
        let hit = false;
        for (
          let node = nodes.get(sample.node);
          node && !hit;
          node = node.parent ? nodes.get(`${sample.profile}:${node.parent}`) : null
        )
          hit = focus.test(node.callFrame?.functionName ?? '');
        if (!hit) continue;
      }
      const seenFiles = new Set();
      for (
        let node = nodes.get(sample.node);
        node;
        node = node.parent ? nodes.get(`${sample.profile}:${node.parent}`) : null
      ) {
        const file = (node.callFrame?.url ?? '').replace(/^.*\/assets\//, '').replace(/-[\w-]{8}\.js$/, '');
        if (!file || seenFiles.has(file)) continue;
        seenFiles.add(file);
        inclusiveFiles.set(file, (inclusiveFiles.get(file) ?? 0) + step);
      }
      const seen = new Set();
      for (
        let node = nodes.get(sample.node);
        node;
        node = node.parent ? nodes.get(`${sample.profile}:${node.parent}`) : null
      ) {
        const name = frameName(node);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + step);
      }
    }
    return { functions: top(inclusive, count), files: top(inclusiveFiles, count) };
  }
  return { functions: top(bySelf, count), files: top(byFile, count) };
}

/** Time of each kind of trace event (self time) within a task. */
function breakdownOf(events, task) {
  const inside = events.filter(
    (e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task,
  );
  const byName = new Map();
  for (const e of inside) {
    const children = inside.filter(
      (c) => c !== e && c.ts >= e.ts && c.ts + (c.dur ?? 0) <= e.ts + e.dur && c.tid === e.tid,
    );
    // Direct children only: those not inside another child.
    const direct = children.filter(
      (c) => !children.some((d) => d !== c && c.ts >= d.ts && c.ts + c.dur <= d.ts + d.dur && d.dur > c.dur),
    );
    const self = e.dur - direct.reduce((sum, c) => sum + c.dur, 0);
    const label = e.name === 'FunctionCall' ? `FunctionCall ${e.args?.data?.functionName ?? ''}` : e.name;
    byName.set(label, (byName.get(label) ?? 0) + Math.max(0, self));
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, us]) => `${name} ${(us / 1000).toFixed(0)}`)
    .join(', ');
}

/** Self thread time of each kind of event on the main thread (scripts by their file), ×SLOWDOWN. */
function threadTimeByEvent(onMain) {
  const spans = onMain
    .filter((e) => e.ph === 'X' && e.tdur !== undefined)
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  const byName = new Map();
  const stack = [];
  const labelOf = (e) => {
    const url = e.args?.data?.url ?? e.args?.data?.stackTrace?.[0]?.url;
    const file = url ? ` ${url.replace(/^.*\/assets\//, '')}` : '';
    return `${e.name}${file}`;
  };
  for (const e of spans) {
    while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) byName.set(parent.label, (byName.get(parent.label) ?? 0) - e.tdur);
    const label = labelOf(e);
    byName.set(label, (byName.get(label) ?? 0) + e.tdur);
    stack.push({ ts: e.ts, dur: e.dur, label });
  }
  return [...byName]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Number(process.env.TOP ?? 30))
    .map(([name, us]) => `${String(Math.round((us * SLOWDOWN) / 1000)).padStart(5)} ms ${name}`);
}

async function measure(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  const events = [];
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
  const finished = new Promise((done) => cdp.once('Tracing.tracingComplete', done));
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: CATEGORIES, recordMode: 'recordAsMuchAsPossible' },
  });
  const started = Date.now();
  await page.goto(url, { waitUntil: 'networkidle' });
  // Until no long task for QUIET_MS (the cards render in steps after the network is idle).
  await page.evaluate(
    ([quiet, limit]) =>
      new Promise((done) => {
        let timer = setTimeout(done, quiet);
        new PerformanceObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(done, quiet);
        }).observe({ type: 'longtask', buffered: false });
        setTimeout(done, limit);
      }),
    [QUIET_MS, 30_000],
  );
  const wallMs = Date.now() - started;
  await cdp.send('Tracing.end');
  await finished;
  await page.close();
  const thread = mainThreadOf(events);
  const onMain = events.filter((e) => e.pid === thread.pid && e.tid === thread.tid);
  const navigation =
    onMain.find((e) => e.name === 'navigationStart') ?? onMain.find((e) => e.name === 'RunTask');
  const fcp = onMain.find((e) => e.name === 'firstContentfulPaint');
  // A task's length: its thread time (CPU time: the other processes of a loaded machine do not
  // lengthen it), ×4 when the CPU is not slowed.
  const lengthOf = (e) => (e.tdur ?? e.dur) * SLOWDOWN;
  const all = onMain.filter((e) => e.name === 'RunTask' && e.ph === 'X');
  const cpuMs = Math.round(all.reduce((sum, e) => sum + lengthOf(e), 0) / 1000);
  const tasks = all.filter((e) => lengthOf(e) > LONG_MS * 1000);
  const profile = detail || process.env.MODULES === '1' ? samplesOf(events, thread) : null;
  if (process.env.MODULES === '1') {
    for (const task of all) {
      const evaluations = onMain.filter(
        (e) => e.name === 'v8.evaluateModule' && e.ts >= task.ts && e.ts <= task.ts + task.dur,
      );
      if (!evaluations.length) continue;
      const files = profileOf(profile, task.ts, task.ts + task.dur)
        .files.slice(0, 4)
        .map((line) => line.trim())
        .join(', ');
      console.info(
        `  module task ${Math.round(lengthOf(task) / 1000)} ms at ${Math.round((task.ts - navigation.ts) / 1000)}: ${files}`,
      );
    }
  }
  const long = tasks.map((task) => ({
    at: Math.round((task.ts - navigation.ts) / 1000),
    ms: Math.round(lengthOf(task) / 1000),
    wall: Math.round(task.dur / 1000),
    breakdown: detail ? breakdownOf(onMain, task) : '',
    profile: detail ? profileOf(profile, task.ts, task.ts + task.dur) : null,
  }));
  if (process.env.WHOLE === '1')
    console.info(`whole load by event (thread time):\n  ${threadTimeByEvent(onMain).join('\n  ')}`);
  if (process.env.WHOLE === '1' && profile) {
    const whole = profileOf(profile, navigation.ts, onMain.at(-1).ts);
    console.info(
      `whole load by file:\n  ${whole.files.join('\n  ')}\nby function:\n  ${whole.functions.join('\n  ')}`,
    );
  }
  const blocking = long.reduce((sum, task) => sum + task.ms - LONG_MS, 0);
  const afterPaint = long
    .filter((task) => fcp && task.at * 1000 >= fcp.ts - navigation.ts)
    .reduce((sum, task) => sum + task.ms - LONG_MS, 0);
  return {
    long,
    blocking,
    afterPaint,
    cpuMs,
    fcp: fcp ? Math.round((fcp.ts - navigation.ts) / 1000) : null,
    wallMs,
  };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
const context = await browser.newContext({
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
});
const login = await context.newPage();
await login.goto(`${base}/login`);
await login.getByLabel(/e-?mail/i).fill('demo@vanbid.test');
await login.getByLabel(/password/i).fill('vanbid-demo-1');
await login.getByRole('button', { name: /sign in/i }).click();
await login.waitForURL('**/campaigns/**');
const whatsNew = login.getByRole('dialog', { name: 'What’s new in Vanbid' });
if (
  await whatsNew.waitFor({ timeout: 8000 }).then(
    () => true,
    () => false,
  )
) {
  const marked = login.waitForResponse((answer) => answer.url().endsWith('/api/patches/mark-viewed'));
  await whatsNew.getByRole('button', { name: 'Got it' }).click();
  await marked;
}
await login.waitForTimeout(1000);
// One load to fill the HTTP cache, as Lighthouse's runs after the first find it.
await login.goto(`${base}${path}`, { waitUntil: 'networkidle' });
await login.close();

const results = [];
for (let run = 1; run <= runs; run++) {
  const result = await measure(context, `${base}${path}`);
  results.push(result);
  console.info(
    `run ${run}: TBT ${result.blocking} ms (after FCP ${result.afterPaint}), ${result.long.length} long tasks, main thread ${result.cpuMs} ms, FCP ${result.fcp} ms`,
  );
  if (!detail) {
    console.info(`  ${result.long.map((t) => `${t.ms}@${t.at}`).join(' ')}`);
    continue;
  }
  for (const task of result.long) {
    console.info(
      `  ${String(task.ms).padStart(4)} ms (wall ${task.wall}) at ${task.at} ms: ${task.breakdown}`,
    );
    for (const line of task.profile.files) console.info(`       file ${line}`);
    for (const line of task.profile.functions) console.info(`         fn ${line}`);
  }
}
const sorted = results.map((r) => r.blocking).sort((a, b) => a - b);
console.info(
  `${path}: TBT median ${sorted[Math.floor((sorted.length - 1) / 2)]} ms (runs ${results.map((r) => r.blocking).join(' ')}), long tasks ${results.map((r) => r.long.length).join(' ')}, main thread ${results.map((r) => r.cpuMs).join(' ')} ms`,
);
await browser.close();
