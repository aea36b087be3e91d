// The bench's webhook receiver, in a process of its own (a buyer's CRM runs on another machine;
// in the bench's process it would share an event loop with the load generator): answers every
// POST 200 at once and counts them; `GET /count` says how many. Prints its port when listening.
import { createServer } from 'node:http';

let received = 0;
const server = createServer((request, response) => {
  if (request.method === 'GET') return response.end(String(received));
  request.resume();
  request.on('end', () => {
    received += 1;
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
});
// Longer than the sender keeps an idle connection, so the receiver never closes one the sender is about to reuse.
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => console.info(String(server.address().port)));
