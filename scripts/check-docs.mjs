#!/usr/bin/env node
// `npm run lint` (in `npm run check`): the repository's documents are cited as they are.
// - A section citation (a docs file name followed by a section sign and its number, or a bare
//   section sign after such a name: in markdown anywhere earlier in the file, in code within the
//   200 characters before it; in docs/ a bare one cites its own file) points to a numbered heading that exists: `## 4. …` for 4, `### 4.2 …` for 4.2.
// - A quoted name after it (`, "Two-factor sign-in"`) is a bold label or a heading of that section;
//   a quoted name right after a docs file name is one of that document's.
// - A section sign with no document before it cites something outside the repository (an
//   outside specification): refused, unless it is an RFC's.
// - Every `*.md` path named in code, comments or docs exists (beside the file or from the root),
//   and every relative markdown link resolves, with its #anchor when it has one.
// Prints each problem as `file:line: …` and exits 1 on any.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const SCANNED = /\.(ts|tsx|mts|js|mjs|cjs|md|sql|sh|ya?ml)$/;
const SKIPPED = [/^apps\/api\/drizzle\/meta\//, /(^|\/)node_modules\//, /^scripts\/check-docs\.mjs$/];
const SECTION_SIGN = '\u00a7';
const NEAR_CHARACTERS = 200;

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slugOf(text) {
  return text
    .trim()
    .toLowerCase()
    .replace(/[`*_]/g, '')
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

const normalized = (label) =>
  label
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[.:,;]+$/, '')
    .trim();

/** A markdown document's headings, numbered sections (with their labels) and anchors. */
export function outlineOf(text) {
  const sections = new Map();
  const labels = new Set();
  const anchors = new Set();
  const open = []; // numbered sections the current line belongs to
  let isInFence = false;
  for (const line of text.split('\n')) {
    if (/^\s*```/.test(line)) isInFence = !isInFence;
    if (isInFence) continue;
    const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      const level = heading[1].length;
      const title = heading[2];
      anchors.add(slugOf(title));
      labels.add(normalized(title));
      while (open.length > 0 && open.at(-1).level >= level) open.pop();
      const number = /^(\d+(?:\.\d+)*)[.)]?\s/.exec(title)?.[1];
      for (const section of open) section.labels.add(normalized(title));
      if (number) {
        const section = { level, title, labels: new Set([normalized(title.slice(number.length + 1))]) };
        sections.set(number, section);
        open.push(section);
      }
      continue;
    }
    for (const bold of line.matchAll(/\*\*([^*]+)\*\*/g)) {
      labels.add(normalized(bold[1]));
      for (const section of open) section.labels.add(normalized(bold[1]));
    }
  }
  return { sections, labels, anchors };
}

const hasLabel = (labels, label) => {
  const wanted = normalized(label);
  return [...labels].some(
    (each) => each === wanted || each.startsWith(`${wanted} `) || each.startsWith(wanted),
  );
};

const outlines = new Map();
function outlineOfFile(path) {
  if (!outlines.has(path)) outlines.set(path, outlineOf(readFileSync(join(root, path), 'utf8')));
  return outlines.get(path);
}

const lineOf = (text, index) => text.slice(0, index).split('\n').length;

/** A quoted name right after a citation: `, "Name"`, ` "Name"`, ` ("Name")`, curly quotes too. */
const QUOTED_AFTER = /^`?[,:]?\s*\(?\s*["\u201c]([^"\u201d\n]{2,80})["\u201d]/;

/** The problems of one file's citations and links; `exists` answers for repository paths. */
export function problemsOf(path, text, { exists = (file) => existsSync(join(root, file)), outline } = {}) {
  const outlineFor = outline ?? outlineOfFile;
  const problems = [];
  const report = (index, message) => problems.push(`${path}:${lineOf(text, index)}: ${message}`);
  const here = dirname(path);
  const resolvePath = (target) =>
    [relative(root, resolve(root, here, target)), relative(root, resolve(root, target))].find(exists);

  // Every *.md path named: beside the file or from the root (URLs aside).
  const mentions = [];
  for (const match of text.matchAll(/(?<![\w/.:-])((?:\.{1,2}\/)*[\w][\w.-]*(?:\/[\w.-]+)*\.md)\b/g)) {
    const file = resolvePath(match[1]);
    if (!file) report(match.index, `${match[1]} is not in the repository`);
    else if (file.startsWith('docs/') || match[1].startsWith('docs/'))
      mentions.push({ index: match.index, end: match.index + match[0].length, file });
  }

  // A quoted name right after a docs file name is one of its labels or headings.
  for (const mention of mentions) {
    const quoted = QUOTED_AFTER.exec(text.slice(mention.end, mention.end + 90));
    if (quoted && !hasLabel(outlineFor(mention.file).labels, quoted[1]))
      report(mention.index, `${mention.file} has no heading or label "${quoted[1]}"`);
  }

  // Section citations.
  const isMarkdown = path.endsWith('.md');
  const ownDoc = path.startsWith('docs/') && isMarkdown ? path : null;
  const sectionPattern = new RegExp(`${SECTION_SIGN}\\s?(\\d+(?:\\.\\d+)*)`, 'g');
  for (const match of text.matchAll(sectionPattern)) {
    if (/RFC\s?\d+\s*$/.test(text.slice(Math.max(0, match.index - 12), match.index))) continue;
    const before = mentions.filter((mention) => mention.index < match.index).at(-1);
    // In code a bare section sign belongs to the docs name of its own comment (just before it).
    const isNear = before && (isMarkdown || match.index - before.end <= NEAR_CHARACTERS);
    const cited = isNear ? before.file : ownDoc;
    if (!cited) {
      report(match.index, `${SECTION_SIGN}${match[1]} cites no document of the repository`);
      continue;
    }
    const section = outlineFor(cited).sections.get(match[1]);
    if (!section) {
      report(match.index, `${cited} has no section ${match[1]}`);
      continue;
    }
    const after = match.index + match[0].length;
    const quoted = QUOTED_AFTER.exec(text.slice(after, after + 90));
    if (quoted && !hasLabel(section.labels, quoted[1]))
      report(
        match.index,
        `${cited} ${SECTION_SIGN}${match[1]} (${section.title}) has no label "${quoted[1]}"`,
      );
  }

  // Relative markdown links.
  if (path.endsWith('.md'))
    for (const match of text.matchAll(/\[[^\]\n]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const target = match[1];
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [file, anchor] = target.split('#');
      const resolved = file === '' ? path : resolvePath(file);
      if (!resolved) {
        report(match.index, `link ${target} does not resolve`);
        continue;
      }
      if (anchor && resolved.endsWith('.md') && !outlineFor(resolved).anchors.has(anchor))
        report(match.index, `link ${target}: ${resolved} has no heading #${anchor}`);
    }
  return problems;
}

function trackedFiles() {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed
    .split('\0')
    .filter((file) => file && SCANNED.test(file) && !SKIPPED.some((pattern) => pattern.test(file)))
    .filter((file) => existsSync(join(root, file)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = trackedFiles();
  const problems = files.flatMap((file) => problemsOf(file, readFileSync(join(root, file), 'utf8')));
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`check-docs: ${problems.length} citation or link problem(s) in ${files.length} files`);
    process.exit(1);
  }
  console.info(`check-docs: citations and links of ${files.length} files resolve`);
}
