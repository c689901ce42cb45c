/** pubnub@4.37.0 ships no types; the tests drive it as an independent client and check what it returns. */
declare module 'pubnub' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  type Anything = any;
  export default class PubNub {
    constructor(config: Record<string, unknown>);
    [operation: string]: Anything;
  }
}
