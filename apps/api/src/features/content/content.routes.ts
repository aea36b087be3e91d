import {
  listTutorials as listTutorialsEndpoint,
  markPatchesViewed as markPatchesViewedEndpoint,
  sendFeedback as sendFeedbackEndpoint,
  unseenPatches,
  viewTutorial as viewTutorialEndpoint,
} from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { sendFeedback } from './feedback.service';
import { listUnseenPatches, markPatchesViewed } from './patches.service';
import { registerTutorialVideos } from './tutorial-videos';
import { listTutorials, viewTutorial } from './tutorials.service';

/** Tutorials, release notes and feedback (docs/product.md §7). */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { deps } = app;
  const { db } = deps;
  route(app, listTutorialsEndpoint, ({ auth }) => listTutorials(db, auth.userId));
  route(app, viewTutorialEndpoint, ({ auth, body }) => viewTutorial(db, auth.userId, body.videoId));
  route(app, unseenPatches, ({ auth }) => listUnseenPatches(db, auth.userId));
  await registerTutorialVideos(app);
  route(app, markPatchesViewedEndpoint, ({ auth, body }) => markPatchesViewed(db, auth.userId, body.ids));
  route(
    app,
    sendFeedbackEndpoint,
    ({ auth, body }) =>
      sendFeedback(deps, auth, {
        message: body.message,
        pageUrl: body.pageUrl,
        file: body.file as Uint8Array | undefined,
      }),
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
}
