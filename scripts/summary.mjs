// Prints the per-step table of a `npm test` run and, as the very last line, `N passed, N failed`.
//
//   node scripts/summary.mjs STEPS_FILE [WALL_SECONDS]
//
// Each test step shows how many tests it ran per minute, and the whole run (over WALL_SECONDS,
// the run's time from start to end, its steps running side by side) too: growth of the suite
// that costs time is visible from one run to the next.
//
// STEPS_FILE has one tab-separated line per step, written by scripts/test.sh:
//   name  status(ran|skipped|error)  exitCode  seconds  vitestJsonPath(or empty)  note  cpuSeconds
// (cpuSeconds: user + system time of the step's processes; empty when not measured). On a machine
// that others share, `cpu` compares runs better than `time`.
// Tests are summed over the vitest JSON reports. A step that failed without a failing test to show
// for it (typecheck/lint, a build, a crash, a timeout, "No test files found", a test file that could
// not be loaded, a missing tool) adds 1 to failed. Exit code: 1 when anything failed, else 0.
import { existsSync, readFileSync } from 'node:fs';

const out = (line = '') => process.stdout.write(`${line}\n`);

/** @param {string} file */
function readSteps(file) {
  if (!file || !existsSync(file)) return [];
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const [name = '?', status = 'error', code = '', seconds = '', json = '', note = '', cpu = ''] =
        l.split('\t');
      const cpuSeconds = cpu === '' ? Number.NaN : Number(cpu);
      return {
        name,
        status,
        code: Number.parseInt(code, 10),
        seconds: Number(seconds),
        json,
        note,
        cpuSeconds,
      };
    });
}

/** @param {string} path */
function readReport(path) {
  if (!path || !existsSync(path)) return null;
  try {
    const r = JSON.parse(readFileSync(path, 'utf8'));
    return r && typeof r === 'object' && typeof r.numTotalTests === 'number' ? r : null;
  } catch {
    return null;
  }
}

/** @param {ReturnType<typeof readSteps>[number]} step */
function score(step) {
  const row = { passed: 0, failed: 0, skipped: 0, result: 'ok', notes: step.note ? [step.note] : [] };
  if (step.status === 'skipped') {
    row.result = 'SKIPPED';
    return row;
  }
  const exitCode = Number.isNaN(step.code) ? 1 : step.code;
  if (exitCode === 124 && !step.note.includes('timed out')) row.notes.push('timed out');
  const report = step.status === 'ran' ? readReport(step.json) : null;
  if (report) {
    row.passed = report.numPassedTests ?? 0;
    row.failed = report.numFailedTests ?? 0;
    row.skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
    // Test files that failed to load or crashed in a hook report no failed test: count each once.
    const brokenFiles = (report.testResults ?? []).filter(
      (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
    );
    if (brokenFiles.length > 0) {
      row.failed += brokenFiles.length;
      row.notes.push(`${brokenFiles.length} test file(s) failed outside a test`);
    }
    if (report.numTotalTests === 0) {
      row.notes.push('no tests ran');
      if (row.failed === 0) row.failed = 1;
    }
  } else if (step.json) {
    row.notes.push('no test report');
  }
  if ((exitCode !== 0 || step.status === 'error') && row.failed === 0) {
    row.failed = 1;
    if (!row.notes.length) row.notes.push(`exit code ${exitCode}`);
  }
  if (row.failed > 0) row.result = 'FAILED';
  return row;
}

const steps = readSteps(process.argv[2] ?? '');
const rows = steps.map((s) => ({ step: s, ...score(s) }));
let passed = 0;
let failed = 0;
for (const r of rows) {
  passed += r.passed;
  failed += r.failed;
}
if (rows.length === 0) failed = 1;

/** Tests run per minute of `seconds`, or '' when there is nothing to say. */
const perMinute = (tests, seconds) =>
  tests > 0 && Number.isFinite(seconds) && seconds > 0 ? String(Math.round((tests * 60) / seconds)) : '';

const table = [
  ['step', 'result', 'passed', 'failed', 'skipped', 'time', 'cpu', 'tests/min', 'notes'],
  ...rows.map((r) => [
    r.step.name,
    r.result,
    String(r.passed),
    String(r.failed),
    String(r.skipped),
    Number.isFinite(r.step.seconds) ? `${r.step.seconds}s` : '',
    Number.isFinite(r.step.cpuSeconds) ? `${r.step.cpuSeconds}s` : '',
    r.step.json ? perMinute(r.passed + r.failed, r.step.seconds) : '',
    r.notes.join('; '),
  ]),
];
const widths = table[0].map((_, i) => Math.max(...table.map((cells) => (cells[i] ?? '').length)));
const fmt = (cells) =>
  cells
    .map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i] ?? 0)))
    .join('  ')
    .trimEnd();
out();
out('Test summary');
out(fmt(table[0]));
out(fmt(widths.map((w) => '-'.repeat(w))));
for (const cells of table.slice(1)) out(fmt(cells));
if (rows.length === 0) out('(no steps recorded)');
const wallSeconds = Number(process.argv[3]);
if (Number.isFinite(wallSeconds) && wallSeconds > 0) {
  const rate = perMinute(passed + failed, wallSeconds);
  const cpuSeconds = rows.reduce(
    (sum, r) => sum + (Number.isFinite(r.step.cpuSeconds) ? r.step.cpuSeconds : 0),
    0,
  );
  out(
    `whole run: ${passed + failed} tests in ${wallSeconds}s${rate ? ` = ${rate} tests/min` : ''}, ${cpuSeconds}s of CPU in its steps`,
  );
}
out();
out(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
