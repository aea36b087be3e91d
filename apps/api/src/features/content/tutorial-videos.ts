import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The recorded tutorial videos and their captions (`npm run videos:record` makes them). */
export const TUTORIAL_VIDEOS_DIR = resolve(import.meta.dirname, '../../../assets/tutorial-videos');

/** Where the API serves them (under `/api`). */
const PREFIX = '/tutorial-videos/';

/** The video, captions and poster addresses of a tutorial's recorded `video` (a file name without extension). */
export function tutorialVideoUrls(video: string | null) {
  if (video === null) return { videoUrl: null, captionsUrl: null, posterUrl: null };
  const base = `/api${PREFIX}${video}`;
  return { videoUrl: `${base}.webm`, captionsUrl: `${base}.vtt`, posterUrl: `${base}.jpg` };
}

/**
 * The files as they are, with byte ranges (a player seeks with them) and their types
 * (`video/webm`, `text/vtt`, `image/jpeg`). No sign-in: a `<video>` element sends no token, and the videos
 * show the demo world only.
 */
export async function registerTutorialVideos(app: FastifyInstance): Promise<void> {
  await app.register(fastifyStatic, {
    root: TUTORIAL_VIDEOS_DIR,
    prefix: PREFIX,
    decorateReply: false,
    wildcard: false,
    index: false,
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=3600');
    },
  });
}
