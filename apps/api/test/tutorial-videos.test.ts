import { listTutorials, viewTutorial } from '@vanbid/contract';
import { describe, expect, it } from 'vitest';
import { signedInOwner } from './support/signed-in';
import { useTestApp } from './support/test-app';

const context = useTestApp();
const { call } = context;

/** The first four bytes of every WebM (Matroska) file: the EBML header's ID. */
const EBML_MAGIC = '1a45dfa3';

async function videoTutorials() {
  const owner = await signedInOwner(context);
  const { tutorials } = (await call(listTutorials, { as: owner })).data;
  return { owner, tutorials };
}

describe('GET /videos/tutorials/public', () => {
  it('gives every tutorial a recorded video with its captions', async () => {
    const { tutorials } = await videoTutorials();
    expect(tutorials.length).toBeGreaterThanOrEqual(6);
    for (const tutorial of tutorials) {
      expect(tutorial.videoUrl).toMatch(/^\/api\/tutorial-videos\/[a-z-]+\.webm$/);
      expect(tutorial.captionsUrl).toMatch(/^\/api\/tutorial-videos\/[a-z-]+\.vtt$/);
      expect(tutorial.posterUrl).toMatch(/^\/api\/tutorial-videos\/[a-z-]+\.jpg$/);
      expect(tutorial.durationSeconds).toBeGreaterThan(5);
    }
  });
});

describe('the tutorial video files', () => {
  it('serves each video as WebM, whole and in byte ranges (a player seeks with them), under 1 MB', async () => {
    const { tutorials } = await videoTutorials();
    for (const tutorial of tutorials) {
      const whole = await context.app.inject({ method: 'GET', url: tutorial.videoUrl! });
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['content-type']).toBe('video/webm');
      expect(whole.headers['accept-ranges']).toBe('bytes');
      expect(whole.rawPayload.subarray(0, 4).toString('hex')).toBe(EBML_MAGIC);
      expect(whole.rawPayload.length).toBeLessThan(1024 * 1024);

      const part = await context.app.inject({
        method: 'GET',
        url: tutorial.videoUrl!,
        headers: { range: 'bytes=100-199' },
      });
      expect(part.statusCode).toBe(206);
      expect(part.headers['content-range']).toBe(`bytes 100-199/${whole.rawPayload.length}`);
      expect(part.rawPayload.equals(whole.rawPayload.subarray(100, 200))).toBe(true);
    }
  });

  it('serves each video’s captions as WebVTT', async () => {
    const { tutorials } = await videoTutorials();
    for (const tutorial of tutorials) {
      const captions = await context.app.inject({ method: 'GET', url: tutorial.captionsUrl! });
      expect(captions.statusCode).toBe(200);
      expect(captions.headers['content-type']).toMatch(/^text\/vtt/);
      expect(captions.body.startsWith('WEBVTT')).toBe(true);
      expect(captions.body).toMatch(/\d\d:\d\d\.\d{3} --> \d\d:\d\d\.\d{3}/);
    }
  });

  it('serves each video’s poster as a JPEG', async () => {
    const { tutorials } = await videoTutorials();
    for (const tutorial of tutorials) {
      const poster = await context.app.inject({ method: 'GET', url: tutorial.posterUrl! });
      expect(poster.statusCode).toBe(200);
      expect(poster.headers['content-type']).toBe('image/jpeg');
    }
  });

  it('answers 404 for a file that is not a tutorial video', async () => {
    for (const url of ['/api/tutorial-videos/nothing.webm', '/api/tutorial-videos/../package.json']) {
      expect((await context.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });
});

describe('POST /videos/view', () => {
  it('counts each play of a video for everyone and marks it watched for the viewer only', async () => {
    const { owner, tutorials } = await videoTutorials();
    const other = await signedInOwner(context);
    const video = tutorials.at(-1)!;
    await call(viewTutorial, { as: owner, body: { videoId: video.id } });
    await call(viewTutorial, { as: owner, body: { videoId: video.id } });
    const seenByOther = (await call(listTutorials, { as: other })).data.tutorials.find(
      (tutorial) => tutorial.id === video.id,
    );
    expect(seenByOther).toMatchObject({ views: video.views + 2, watched: false });
    const seenByOwner = (await call(listTutorials, { as: owner })).data.tutorials.find(
      (tutorial) => tutorial.id === video.id,
    );
    expect(seenByOwner).toMatchObject({ views: video.views + 2, watched: true });
  });
});
