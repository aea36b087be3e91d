import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/platform/config';
import type { Database } from '../../src/platform/db/database';
import { createSmsSender, createTwilioSmsSender } from '../../src/platform/sms/index';

const ACCOUNT_SID = `AC${'0123456789abcdef'.repeat(2)}`;
const AUTH_TOKEN = 'test-auth-token-0123456789';

interface Received {
  method: string;
  path: string;
  authorization: string;
  form: URLSearchParams;
}

/** A stand-in for Twilio's Messages API on 127.0.0.1: records each request, answers like Twilio. */
const received: Received[] = [];
let answerStatus = 201;
const server = createServer(async (request: IncomingMessage, response) => {
  let body = '';
  for await (const chunk of request) body += chunk;
  received.push({
    method: request.method!,
    path: request.url!,
    authorization: request.headers.authorization ?? '',
    form: new URLSearchParams(body),
  });
  response.writeHead(answerStatus, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify(
      answerStatus === 201
        ? { sid: `SM${'a'.repeat(32)}`, status: 'queued', to: new URLSearchParams(body).get('To') }
        : { code: 21211, message: "The 'To' number is not a valid phone number.", status: answerStatus },
    ),
  );
});
let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

describe('the Twilio SMS sender (the official client against a local fake of the Messages API)', () => {
  it('posts To, From and Body to the account’s Messages resource with basic auth, and answers the sid', async () => {
    answerStatus = 201;
    const sms = createTwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+18045550123',
      apiBaseUrl: baseUrl,
    });
    const sent = await sms.send({ to: '+18045551234', body: 'Hello from Vanbid' });

    expect(sent).toEqual({ providerId: `SM${'a'.repeat(32)}` });
    const request = received.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(request.authorization).toBe(
      `Basic ${Buffer.from(`${ACCOUNT_SID}:${AUTH_TOKEN}`).toString('base64')}`,
    );
    expect(Object.fromEntries(request.form)).toEqual({
      To: '+18045551234',
      From: '+18045550123',
      Body: 'Hello from Vanbid',
    });
  });

  it('sends through a Messaging Service when one is set', async () => {
    answerStatus = 201;
    const serviceSid = `MG${'b'.repeat(32)}`;
    const sms = createTwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      messagingServiceSid: serviceSid,
      apiBaseUrl: baseUrl,
    });
    await sms.send({ to: '+18045551234', body: 'Hi' });
    expect(Object.fromEntries(received.at(-1)!.form)).toEqual({
      To: '+18045551234',
      MessagingServiceSid: serviceSid,
      Body: 'Hi',
    });
  });

  it('fails with Twilio’s message when Twilio refuses the message', async () => {
    answerStatus = 400;
    const sms = createTwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+18045550123',
      apiBaseUrl: baseUrl,
    });
    await expect(sms.send({ to: '+18045551234', body: 'Hi' })).rejects.toThrow(/not a valid phone number/);
  });

  it('refuses a number that is not E.164 before asking Twilio', async () => {
    const before = received.length;
    const sms = createTwilioSmsSender({
      accountSid: ACCOUNT_SID,
      authToken: AUTH_TOKEN,
      from: '+18045550123',
      apiBaseUrl: baseUrl,
    });
    await expect(sms.send({ to: '804-555-1234', body: 'Hi' })).rejects.toThrow(/E\.164/);
    expect(received.length).toBe(before);
  });
});

describe('choosing the SMS sender by configuration', () => {
  const twilioEnv = { TWILIO_ACCOUNT_SID: ACCOUNT_SID, TWILIO_AUTH_TOKEN: AUTH_TOKEN };
  const noDatabase = {} as Database;

  it('is the outbox without Twilio, and Twilio with its account, token and sender', () => {
    expect(createSmsSender(loadConfig({}), noDatabase).kind).toBe('outbox');
    const config = loadConfig({ ...twilioEnv, TWILIO_FROM: '+18045550123' });
    expect(createSmsSender(config, noDatabase).kind).toBe('twilio');
  });

  it('lists what is missing when Twilio is half configured', () => {
    expect(() => loadConfig({ TWILIO_ACCOUNT_SID: ACCOUNT_SID })).toThrow(/TWILIO_AUTH_TOKEN: Required/);
    expect(() => loadConfig(twilioEnv)).toThrow(/TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID/);
    expect(() => loadConfig({ ...twilioEnv, TWILIO_FROM: '804-555-0123' })).toThrow(/E\.164/);
  });
});
