import type { FastifyInstance } from 'fastify';
import type { DeliveryDeps } from './deliver';

/** What delivery needs from the app: its services, the job queue once started, the metrics. */
export function deliveryDepsOf(app: FastifyInstance): DeliveryDeps {
  const { db, mailer, config, secretBox } = app.deps;
  return {
    db,
    mailer,
    config,
    secretBox,
    jobs: () => app.deps.jobs,
    onAttempt(kind, outcome, seconds) {
      app.metrics.leadDeliveryAttempts.inc({ kind, outcome });
      app.metrics.leadDeliveryAttemptSeconds.observe({ kind }, seconds);
    },
  };
}
