// Loaded into each API process of bench/sockets (`--import`): the baseline, a plain Socket.IO
// broadcast to the same sockets. It keeps the Socket.IO server the API creates and, told so over
// the IPC channel, emits `bench_broadcast` to this process's own sockets (`io.local`), stamped
// with the moment it was sent.
import { Server } from 'socket.io';

const servers = [];
const attach = Server.prototype.attach;
Server.prototype.attach = function keepServer(...args) {
  servers.push(this);
  return attach.apply(this, args);
};

process.on('message', (message) => {
  if (message?.type !== 'broadcast') return;
  for (const io of servers)
    for (const seq of message.seqs) io.local.emit('bench_broadcast', { seq, sentAt: Date.now() });
});
