import { expect, type Browser, type Page } from '@playwright/test';
import { roomsCopy } from '@meshwork/contracts';
import { loginInBrowser } from './helpers';
import type { FreshMember } from './members';

/**
 * A member's own browser context with a microphone (Chromium's fake device, its beeps) and every
 * RTCPeerConnection the page makes kept aside, so the test reads their statistics as a
 * `chrome://webrtc-internals` would.
 */
export async function roomBrowserOf(browser: Browser, member: FreshMember, options: { phone?: boolean } = {}): Promise<Page> {
  const context = await browser.newContext({
    permissions: ['microphone'],
    ...(options.phone ? { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } : {}),
  });
  await context.addInitScript(() => {
    const peers: RTCPeerConnection[] = [];
    (window as unknown as { roomPeers: RTCPeerConnection[] }).roomPeers = peers;
    const Original = window.RTCPeerConnection;
    window.RTCPeerConnection = class extends Original {
      constructor(...args: ConstructorParameters<typeof RTCPeerConnection>) {
        super(...args);
        peers.push(this);
      }
    };
  });
  const page = await context.newPage();
  await loginInBrowser(page, member.credentials);
  return page;
}

/** The audio bytes the page has received and sent over its open connections, all peers together. */
export async function audioBytes(page: Page): Promise<{ received: number; sent: number }> {
  return page.evaluate(async () => {
    let [received, sent] = [0, 0];
    for (const peer of (window as unknown as { roomPeers: RTCPeerConnection[] }).roomPeers) {
      if (peer.connectionState === 'closed') continue;
      (await peer.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number; bytesSent?: number }) => {
        if (report.type === 'inbound-rtp' && report.kind === 'audio') received += report.bytesReceived ?? 0;
        if (report.type === 'outbound-rtp' && report.kind === 'audio') sent += report.bytesSent ?? 0;
      });
    }
    return { received, sent };
  });
}

/** Whether audio keeps arriving: the bytes received grow over a second and a half. */
export async function audioArriving(page: Page): Promise<boolean> {
  const before = (await audioBytes(page)).received;
  await page.waitForTimeout(1500);
  return (await audioBytes(page)).received > before + 500;
}

/** Through the lobby into the room, with voice or without. */
export async function enterFromLobby(page: Page, withVoice = true): Promise<void> {
  await page.getByRole('button', { name: withVoice ? roomsCopy.enterWithVoice : roomsCopy.enterWithoutVoice }).click();
  await expect(page.getByRole('toolbar', { name: roomsCopy.controlsLabel })).toBeVisible();
}

/** Someone's dot on the room's map, with where they stand. */
export const mapDot = (page: Page, name: string) =>
  page.getByRole('img', { name: roomsCopy.map }).locator(`[data-testid="room-map-person"][data-name="${name}"]`);

export async function placeOf(page: Page, name: string): Promise<{ x: number; z: number }> {
  const dot = mapDot(page, name);
  return { x: Number(await dot.getAttribute('data-x')), z: Number(await dot.getAttribute('data-z')) };
}
