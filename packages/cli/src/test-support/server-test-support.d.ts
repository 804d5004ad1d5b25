// Types of the part of @routier/server's test harness the CLI tests use (vitest.config.ts aliases the module
// to packages/server/src/test-support/index.ts; the CLI's type check does not compile the server's sources).
declare module '@routier/server/test-support' {
  export interface TestServer {
    url: string;
    close(): Promise<void>;
  }
  interface Limit {
    max: number;
    windowMs: number;
  }
  export function createTestServer(options?: {
    env?: Record<string, string | undefined>;
    limits?: Partial<Record<'signInPerIp' | 'signInPerAccount' | 'general' | 'tracking', Limit>>;
  }): Promise<TestServer>;
  export function uniqueEmail(prefix?: string): string;
  export const STRONG_PASSWORD: string;
}
