import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * A cap on the connections one client address holds open (issue #43 point 2): a connection beyond it is
 * closed as soon as it is accepted, before a byte is read, while every other client is still served. The
 * server-wide cap (`maxConnections`) alone lets one client take every slot. Counted per connection, on the
 * server's `connection` and each socket's `close`: nothing runs per request.
 */
export function capConnectionsPerClient(server: Server, cap: number): void {
  const open = new Map<string, number>();
  server.on('connection', (socket: Socket) => {
    // a socket already closed has no address: nothing to count
    const address = socket.remoteAddress;
    if (address === undefined) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.destroy();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left === 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
