import { getCallRecording } from '@vanbid/contract';
import type { FastifyInstance } from 'fastify';
import { route } from '../../platform/http/route';
import { openRecording } from './recordings.service';

export async function recordingsRoutes(app: FastifyInstance): Promise<void> {
  route(app, getCallRecording, ({ params, query }) =>
    openRecording(app.deps, { callId: params.id, ...query }),
  );
}
