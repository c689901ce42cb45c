import { avatarsCopy, roomsCopy, type RoomEntry, type RoomPerson } from '@meshwork/contracts';
import { createXRStore } from '@react-three/xr';
import { Tabs } from 'radix-ui';
import { Component, lazy, Suspense, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { InlineAlert } from '../../ui/InlineAlert';
import { Skeleton } from '../../ui/Skeleton';
import { selfHostedXr } from '../avatars/three/selfHostedXr';
import { RoomChat } from './RoomChat';
import { RoomMinimap } from './RoomMinimap';
import { RoomPeople } from './RoomPeople';
import { RoomToolbar } from './RoomToolbar';
import { useHostAction } from './roomQueries';
import { useRoomSession } from './useRoomSession';
import { useVoiceControls } from './useVoiceControls';
import type { TabSubscription } from '../../realtime/tabSubscription';

// three.js, React Three Fiber and WebXR come with the room, not with the lobby.
const RoomCanvas = lazy(() => import('./three/RoomCanvas'));

/** Without WebGL the room still works: the map, the people, the voice and the chat. */
class SceneBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <InlineAlert tone="info">{avatarsCopy.noWebgl}</InlineAlert> : this.props.children;
  }
}

/** Asks for an immersive VR session when the browser offers one. */
async function vrSupported(): Promise<boolean> {
  const xr = (navigator as Navigator & { xr?: { isSessionSupported(mode: string): Promise<boolean> } }).xr;
  return (await xr?.isSessionSupported('immersive-vr').catch(() => false)) ?? false;
}

/** The room once entered: the scene with its controls and map, and beside it (below on a phone) the people and the chat. */
export function RoomInside({ entry, tab, microphone }: { entry: RoomEntry; tab: TabSubscription; microphone: MediaStream | null }) {
  const { session, ended, hostMuted, moveTo } = useRoomSession(entry, tab, microphone);
  const voice = useVoiceControls(session, microphone !== null, hostMuted);
  const live = session.live;
  const others = useSyncExternalStore(live.subscribe, live.others);
  const voiceFull = useSyncExternalStore(session.subscribeVoice, session.voiceFull);
  const [mutedForMe, setMutedForMe] = useState<ReadonlySet<string>>(new Set());
  const [xrMessage, setXrMessage] = useState<string | null>(null);
  // In a headset the controllers and hands point where to teleport.
  const xrStore = useMemo(
    () =>
      createXRStore({
        ...selfHostedXr,
        controller: { ...selfHostedXr.controller, teleportPointer: true },
        hand: { ...selfHostedXr.hand, teleportPointer: true },
      }),
    [],
  );
  const host = useHostAction(entry.room.id);

  const people = others.map((figure) => live.person(figure.id)).filter((person): person is RoomPerson => !!person);
  const nameOf = (memberId: string) => (memberId === entry.me.user_id ? entry.me.nickname : (live.person(memberId)?.nickname ?? ''));
  const muteForMe = (memberId: string, muted: boolean) => {
    session.setMutedFor(memberId, muted);
    setMutedForMe((current) => new Set([...current].filter((id) => id !== memberId).concat(muted ? [memberId] : [])));
  };
  const enterVr = async () => {
    if (!(await vrSupported())) return setXrMessage(roomsCopy.noXr);
    setXrMessage(null);
    await xrStore.enterVR();
  };

  return (
    <div className="flex flex-col gap-3 lg:h-[calc(100dvh-11rem)] lg:min-h-[32rem] lg:flex-row">
      <div className="flex flex-col gap-2 lg:relative lg:flex-1">
        <section aria-label={entry.room.name} className="relative h-[55dvh] min-h-72 overflow-hidden rounded-xl bg-muted lg:h-full">
          {!ended && (
            <SceneBoundary>
              <Suspense fallback={<Skeleton className="size-full" />}>
                <RoomCanvas
                  scene={entry.room.scene}
                  me={{ id: entry.me.user_id, name: entry.me.nickname, avatarUrl: entry.me.avatar_url }}
                  view={live}
                  onPose={session.moved}
                  moveTo={moveTo}
                  xrStore={xrStore}
                  label={`${entry.room.name}: ${roomsCopy.controls}`}
                />
              </Suspense>
            </SceneBoundary>
          )}
          <div className="absolute top-3 right-3">
            <RoomMinimap room={live} />
          </div>
        </section>
        {/* Under the scene on a phone, where the stick needs the scene's bottom corner; over it on a wide screen. */}
        <div className="flex flex-col items-center gap-2 lg:absolute lg:inset-x-3 lg:bottom-3">
          {ended && <InlineAlert tone="info">{ended}</InlineAlert>}
          {voice.hostMuted && <InlineAlert tone="info">{roomsCopy.mutedByHost}</InlineAlert>}
          {voiceFull && <InlineAlert tone="info">{roomsCopy.voiceFull}</InlineAlert>}
          {xrMessage && <InlineAlert tone="info">{xrMessage}</InlineAlert>}
          {!ended && (
            <RoomToolbar
              voice={voice}
              hasMicrophone={microphone !== null}
              onEmote={(emote) => live.emote(emote)}
              onReact={(reaction) => live.react(reaction)}
              onEnterVr={() => void enterVr()}
            />
          )}
        </div>
      </div>
      <Tabs.Root defaultValue="people" className="flex min-h-96 flex-col rounded-xl border border-line bg-surface lg:w-80 lg:shrink-0">
        <Tabs.List aria-label={entry.room.name} className="flex border-b border-line">
          {(['people', 'chat'] as const).map((tab) => (
            <Tabs.Trigger
              key={tab}
              value={tab}
              className="-mb-px h-11 flex-1 border-b-2 border-transparent text-sm font-medium text-fg-muted data-[state=active]:border-brand data-[state=active]:text-fg"
            >
              {tab === 'people' ? `${roomsCopy.people} (${people.length + 1})` : roomsCopy.chat}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="people" className="min-h-0 flex-1 overflow-y-auto">
          <RoomPeople
            me={entry.me}
            people={people}
            isHost={entry.room.is_host}
            mutedForMe={mutedForMe}
            speaking={(memberId) => live.loudnessOf(memberId) > 0.05}
            onMuteForMe={muteForMe}
            onHost={(action) => host.mutate(action)}
            hostPlace={() => {
              const pose = live.myPose;
              return pose ? { x: pose.position[0] + 1, z: pose.position[2] } : null;
            }}
          />
        </Tabs.Content>
        <Tabs.Content value="chat" forceMount className="flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden">
          <RoomChat room={entry.room} myId={entry.me.user_id} nameOf={nameOf} ended={!!ended} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}
