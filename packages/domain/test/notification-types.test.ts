import { describe, expect, it } from 'vitest';
import { DELIVERY_CHANNELS, effectiveDeliverySettings, NOTIFICATION_TYPES } from '../src/notification-types';

describe('effectiveDeliverySettings', () => {
  it('gives every type every channel, from the type’s defaults when nothing is saved', () => {
    const settings = effectiveDeliverySettings();
    expect(Object.keys(settings)).toEqual(NOTIFICATION_TYPES.map((each) => each.type));
    for (const { type, defaultChannels } of NOTIFICATION_TYPES) {
      for (const channel of DELIVERY_CHANNELS) {
        expect(settings[type]![channel]).toBe((defaultChannels as readonly string[]).includes(channel));
      }
    }
  });

  it('keeps the saved choices, fills the rest from defaults and drops unknown types', () => {
    const settings = effectiveDeliverySettings({
      campaign_created: { in_app: false, email: false, sms: true },
      out_of_funds: { sms: false } as never,
      retired_type: { in_app: true, email: true, sms: true },
    });
    expect(settings.campaign_created).toEqual({ in_app: false, email: false, sms: true });
    expect(settings.out_of_funds).toEqual({ in_app: true, email: true, sms: false });
    expect(settings).not.toHaveProperty('retired_type');
  });
});
