/** Where a test client reaches the realtime service: a server's address and the keys it serves. */
export interface RealtimeEndpoint {
  baseUrl: string;
  keys: { publishKey: string; subscribeKey: string };
}
