// Frames of a page as Chromium paints them (CDP `Page.startScreencast`: a frame whenever the
// picture changes, with its time), made into a VP9 WebM by Debian's ffmpeg.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Starts recording `page`; `stop()` ends it and answers the frames with their times (seconds). */
export async function startScreencast(page, { width, height }) {
  const session = await page.context().newCDPSession(page);
  const frames = [];
  session.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
    frames.push({ jpeg: Buffer.from(data, 'base64'), at: metadata.timestamp ?? Date.now() / 1000 });
    session.send('Page.screencastFrameAck', { sessionId }).catch(() => {});
  });
  const startedAt = Date.now() / 1000;
  await session.send('Page.startScreencast', {
    format: 'jpeg',
    quality: 92,
    maxWidth: width,
    maxHeight: height,
  });
  return {
    startedAt,
    /** Seconds since the recording started. */
    elapsed: () => Date.now() / 1000 - startedAt,
    async stop() {
      const endedAt = Date.now() / 1000;
      await session.send('Page.stopScreencast');
      await session.detach();
      return { frames, startedAt, endedAt };
    },
  };
}

function ffmpeg(args) {
  const run = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    stdio: 'inherit',
  });
  if (run.error || run.status !== 0) {
    throw new Error(
      `ffmpeg failed (${run.error?.message ?? `exit ${run.status}`}); install it: apt-get install ffmpeg`,
    );
  }
}

/** The video's picture at `atSeconds` as a JPEG (960 px wide), shown before it plays. */
export function writePoster(videoFile, posterFile, atSeconds) {
  ffmpeg([
    '-ss',
    String(atSeconds),
    '-i',
    videoFile,
    '-frames:v',
    '1',
    '-vf',
    'scale=960:-2',
    '-q:v',
    '5',
    posterFile,
  ]);
}

/**
 * Writes the frames as a WebM (VP9, 15 frames a second, constant quality): each frame lasts
 * until the next one, the last until the recording ended.
 */
export function encodeWebm({ frames, startedAt, endedAt }, outFile) {
  if (frames.length === 0) throw new Error('No frame was recorded');
  const folder = mkdtempSync(join(tmpdir(), 'vanbid-frames-'));
  try {
    const lines = [];
    frames.forEach((frame, index) => {
      const name = `frame-${String(index).padStart(5, '0')}.jpg`;
      writeFileSync(join(folder, name), frame.jpeg);
      const from = index === 0 ? startedAt : frame.at;
      const until = frames[index + 1]?.at ?? endedAt;
      lines.push(`file '${name}'`, `duration ${Math.max(0.001, until - from).toFixed(3)}`);
    });
    // The concat demuxer reads the last entry's duration only when the file is named again.
    lines.push(`file 'frame-${String(frames.length - 1).padStart(5, '0')}.jpg'`);
    writeFileSync(join(folder, 'frames.txt'), `${lines.join('\n')}\n`);
    ffmpeg([
      ...['-f', 'concat', '-safe', '0', '-i', join(folder, 'frames.txt')],
      ...['-vf', 'fps=15,format=yuv420p', '-an'],
      ...['-c:v', 'libvpx-vp9', '-crf', '38', '-b:v', '0', '-row-mt', '1'],
      ...['-deadline', 'good', '-cpu-used', '2', '-g', '150'],
      outFile,
    ]);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
