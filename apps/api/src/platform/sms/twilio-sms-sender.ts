import twilio from 'twilio';
import type RequestClient from 'twilio/lib/base/RequestClient';
import { assertSendable, type SmsSender } from './sms-sender';

type RequestOptions<TData> = RequestClient.RequestOptions<TData>;

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sender: a Twilio number in E.164, or a Messaging Service (which picks the number). */
  from?: string;
  messagingServiceSid?: string;
  /** Where the Messages API is (tests: a local fake server); Twilio's own when unset. */
  apiBaseUrl?: string;
}

/** The official client's HTTP client, sending every request to `baseUrl` instead of api.twilio.com. */
class RedirectedRequestClient extends twilio.RequestClient {
  constructor(private readonly baseUrl: string) {
    super({ timeout: 10_000 });
  }
  override request<TData>(options: RequestOptions<TData>) {
    const original = new URL(options.uri);
    const target = new URL(original.pathname + original.search, this.baseUrl);
    return super.request<TData>({ ...options, uri: target.href });
  }
}

/** Twilio's Messages API through the official `twilio` client (docs/product.md §11). */
export function createTwilioSmsSender(settings: TwilioSettings): SmsSender {
  if (!settings.from && !settings.messagingServiceSid)
    throw new Error('Twilio needs TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID');
  const client = twilio(settings.accountSid, settings.authToken, {
    httpClient: settings.apiBaseUrl
      ? new RedirectedRequestClient(settings.apiBaseUrl)
      : new twilio.RequestClient({ timeout: 10_000 }),
  });
  const sender = settings.messagingServiceSid
    ? { messagingServiceSid: settings.messagingServiceSid }
    : { from: settings.from! };
  return {
    kind: 'twilio',
    async send(message) {
      assertSendable(message);
      const sent = await client.messages.create({ ...sender, to: message.to, body: message.body });
      return { providerId: sent.sid };
    },
  };
}
