/**
 * The microphone, cleaned up for speech, or null when the viewer refuses it, has none, or the page is
 * not in a secure context: the viewer then only listens. The stream is the caller's to stop.
 */
export async function openMicrophone(): Promise<MediaStream | null> {
  try {
    return await navigator.mediaDevices.getUserMedia({ audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true } });
  } catch {
    return null;
  }
}
