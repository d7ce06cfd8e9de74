import { startServer } from '../server/serve';

export interface ServedBuild {
  /** The origin, http://127.0.0.1:<port>. */
  url: string;
  close(): Promise<void>;
}

/** A build folder served as the host serves it (server/serve.ts: host rules applied), on a free loopback port. */
export async function serveBuild(dir: string): Promise<ServedBuild> {
  const server = await startServer({ dir, port: 0 });
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
