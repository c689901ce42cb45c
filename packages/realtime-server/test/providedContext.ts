/** What the realtime tests' global setup provides to each test file (any file that injects it imports this). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** A maintenance URL of the test PostgreSQL server, provided by a global setup listed before this one. */
    pgAdminUrl: string;
    /** A database holding the realtime tables alone, which each test file clones. */
    realtimeTemplate: string;
  }
}

export {};
