// One TCP port for HTTP/1.1 (REST, control endpoints, CORS preflights) and HTTP/2 cleartext
// (gRPC), as Firebase's emulator does: SDKs take a single host:port. Every connection is sniffed:
// one that opens with the HTTP/2 connection preface ("PRI * HTTP/2.0") goes to the HTTP/2
// handler, anything else to the HTTP/1.1 server. The bytes read while sniffing are pushed back
// into the socket before it is handed over.

import { createServer as createHttpServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Socket } from 'node:net';

const HTTP2_PREFACE = Buffer.from('PRI * HTTP/2.0');

export type SharedPortOptions = {
  host: string;
  port: number;
  http1: (req: IncomingMessage, res: ServerResponse) => void;
  http2: (socket: Socket) => void;
};

export type SharedPortServer = {
  port: number;
  host: string;
  close(): Promise<void>;
};

export async function listenSharedPort(options: SharedPortOptions): Promise<SharedPortServer> {
  const httpServer = createHttpServer({ keepAliveTimeout: 60_000 }, options.http1);
  const sockets = new Set<Socket>();

  // noDelay: gRPC and REST are request/response; Nagle + delayed ACKs would add ~40 ms stalls.
  const netServer = createNetServer({ noDelay: true }, (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = Buffer.alloc(0);
    const onData = (chunk: Buffer): void => {
      buffered = Buffer.concat([buffered, chunk]);
      const n = Math.min(buffered.length, HTTP2_PREFACE.length);
      const isHttp2 = buffered.subarray(0, n).equals(HTTP2_PREFACE.subarray(0, n));
      // Decide as soon as the bytes seen so far rule one protocol out, or the preface is complete.
      if (isHttp2 && n < HTTP2_PREFACE.length) return;
      socket.off('data', onData);
      socket.pause();
      socket.unshift(buffered);
      if (isHttp2) {
        // Node's HTTP/2 session drains the socket's buffered bytes itself.
        options.http2(socket);
      } else {
        httpServer.emit('connection', socket);
        process.nextTick(() => socket.resume());
      }
    };
    socket.on('data', onData);
  });

  await new Promise<void>((resolve, reject) => {
    netServer.once('error', reject);
    netServer.listen(options.port, options.host, () => {
      netServer.off('error', reject);
      resolve();
    });
  });
  const address = netServer.address() as AddressInfo;
  return {
    port: address.port,
    host: options.host,
    close: () =>
      new Promise<void>((resolve) => {
        netServer.close(() => resolve());
        httpServer.closeAllConnections();
        for (const socket of sockets) socket.destroy();
      }),
  };
}
