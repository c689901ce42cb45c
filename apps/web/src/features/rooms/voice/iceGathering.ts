/** Resolves when the connection has gathered its ICE candidates, or after `timeoutMs`, whichever comes first. */
export function iceGatheringDone(connection: RTCPeerConnection, timeoutMs: number): Promise<void> {
  if (connection.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      connection.removeEventListener('icegatheringstatechange', changed);
      resolve();
    };
    const changed = () => {
      if (connection.iceGatheringState === 'complete') done();
    };
    const timer = setTimeout(done, timeoutMs);
    connection.addEventListener('icegatheringstatechange', changed);
  });
}
