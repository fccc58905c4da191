import { createServer } from 'node:net';

export type StackPorts = {
  firestore: number;
  storage: number;
  auth: number;
  functions: number;
  /** Firebase's emulator hub and logging ports (started by firebase-tools with any emulator). */
  hub: number;
  logging: number;
  /** The Eventarc and Cloud Tasks emulators, which firebase-tools starts with the Functions emulator. */
  eventarc: number;
  tasks: number;
  smtp: number;
  inbox: number;
  web: number;
};

/**
 * The ports of `firebase.json` and the README: what `npm start` uses. Eventarc's and Cloud Tasks'
 * are firebase-tools' own defaults, which it moves elsewhere when they are taken (FLOATING_PORTS).
 */
export const DEFAULT_PORTS: StackPorts = {
  firestore: 8080,
  storage: 9199,
  auth: 9099,
  functions: 5001,
  hub: 4400,
  logging: 4500,
  eventarc: 9299,
  tasks: 9499,
  smtp: 1025,
  inbox: 8025,
  web: 5173,
};

/**
 * Left to firebase-tools on the fixed ports: nothing of ours talks to them, and it picks the next
 * free port itself, so another stack holding 9299 does not stop `npm start`.
 */
export const FLOATING_PORTS: readonly (keyof StackPorts)[] = ['eventarc', 'tasks'];

const freePort = (host: string) =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** Distinct free ports for every service, so a test stack runs beside `npm start`. */
export const freePorts = async (host = '127.0.0.1'): Promise<StackPorts> => {
  const names = Object.keys(DEFAULT_PORTS) as (keyof StackPorts)[];
  const taken = new Set<number>();
  const ports = {} as StackPorts;
  for (const name of names) {
    let port = await freePort(host);
    while (taken.has(port)) port = await freePort(host);
    taken.add(port);
    ports[name] = port;
  }
  return ports;
};

/** Fails early, with the service's name, when a fixed port is taken. */
export const assertPortsFree = async (ports: StackPorts, host = '127.0.0.1') => {
  for (const [name, port] of Object.entries(ports)) {
    if (FLOATING_PORTS.includes(name as keyof StackPorts)) continue;
    await new Promise<void>((resolve, reject) => {
      const server = createServer();
      server.once('error', () =>
        reject(
          new Error(
            `Port ${port} (${name}) is in use. Stop whatever uses it, or the stack that is already running.`,
          ),
        ),
      );
      server.listen(port, host, () => server.close(() => resolve()));
    });
  }
};
