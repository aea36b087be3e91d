import type { FastifyInstance } from 'fastify';
import { deliveryChannels } from './channels/index';
import { allowsLocalTargets, type DeliveryDeps } from './deliver';

/** What delivery needs from the app: its services, the metrics. */
export function deliveryDepsOf(app: FastifyInstance): DeliveryDeps {
  const { db, mailer, config, secretBox, sms } = app.deps;
  return {
    db,
    mailer,
    config,
    secretBox,
    sms,
    channels: deliveryChannels({ mailer, db, sms, config, allowLocal: allowsLocalTargets(config) }),
    onAttempt(kind, outcome, seconds) {
      app.metrics.leadDeliveryAttempts.inc({ kind, outcome });
      app.metrics.leadDeliveryAttemptSeconds.observe({ kind }, seconds);
    },
  };
}
