import { createXRStore } from '@react-three/xr';
import { Camera, Glasses } from 'lucide-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { avatarsCopy } from '@meshwork/contracts';
import { Button } from '../../../ui/Button';
import { InlineAlert } from '../../../ui/InlineAlert';
import { AvatarCanvas, type AvatarCanvasProps } from './AvatarCanvas';
import { selfHostedXr } from './selfHostedXr';

export interface AvatarViewer3DProps extends Omit<AvatarCanvasProps, 'xrStore' | 'onCanvas'> {
  /** Offers 'View in XR'. */
  xr?: boolean;
  /** Offers to take a portrait of the avatar, handed over as a PNG. */
  onPortrait?: (png: Blob) => void;
  portraitBusy?: boolean;
}

/** Asks the browser for an immersive session of either kind: VR first, then AR (phones). */
async function xrMode(): Promise<'immersive-vr' | 'immersive-ar' | null> {
  const xr = (navigator as Navigator & { xr?: { isSessionSupported(mode: string): Promise<boolean> } }).xr;
  if (!xr) return null;
  if (await xr.isSessionSupported('immersive-vr').catch(() => false)) return 'immersive-vr';
  if (await xr.isSessionSupported('immersive-ar').catch(() => false)) return 'immersive-ar';
  return null;
}

/** The viewer with its actions: the 3D canvas, 'View in XR' and the portrait for the profile picture. */
export default function AvatarViewer3D({
  xr,
  onPortrait,
  portraitBusy,
  className,
  ...canvas
}: AvatarViewer3DProps & { className?: string }) {
  const store = useMemo(() => (xr ? createXRStore(selfHostedXr) : undefined), [xr]);
  const [xrMessage, setXrMessage] = useState<string | null>(null);
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const onCanvas = useCallback((element: HTMLCanvasElement) => {
    canvasRef.current = element;
  }, []);

  const enterXr = async () => {
    const mode = await xrMode();
    if (!mode || !store) return setXrMessage(avatarsCopy.xrUnsupported);
    setXrMessage(null);
    await (mode === 'immersive-vr' ? store.enterVR() : store.enterAR());
  };
  const takePortrait = () => canvasRef.current?.toBlob((png) => png && onPortrait?.(png), 'image/png');

  return (
    <div className="flex flex-col gap-3">
      <div className={className}>
        <AvatarCanvas {...canvas} xrStore={store} onCanvas={onCanvas} />
      </div>
      {(xr || onPortrait) && (
        <div className="flex flex-wrap gap-2">
          {xr && (
            <Button variant="secondary" onClick={() => void enterXr()}>
              <Glasses size={18} aria-hidden />
              {avatarsCopy.viewInXr}
            </Button>
          )}
          {onPortrait && (
            <Button variant="secondary" onClick={takePortrait} loading={portraitBusy}>
              <Camera size={18} aria-hidden />
              {avatarsCopy.useAsPicture}
            </Button>
          )}
        </div>
      )}
      {xrMessage && <InlineAlert tone="info">{xrMessage}</InlineAlert>}
    </div>
  );
}
