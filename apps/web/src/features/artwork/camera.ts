import { CAMERA_IDEAL } from '@vernissage/core/constants';

/** Why the camera could not be opened: each gets its own advice. */
export type CameraProblem = 'insecure' | 'unsupported' | 'refused' | 'missing' | 'busy' | 'failed';

const PREFIX = 'We could not open your camera';

export const CAMERA_MESSAGES: Record<CameraProblem, string> = {
  insecure: `${PREFIX}: browsers only allow the camera on secure (https) pages.`,
  unsupported: `${PREFIX}: this browser does not let pages use a camera.`,
  refused: `${PREFIX}: permission to use it was refused. Allow the camera for this site in your browser's settings, then try again.`,
  missing: `${PREFIX}: no camera was found on this device.`,
  busy: `${PREFIX}: another app is using it. Close that app, then try again.`,
  failed: `${PREFIX}. Please try again.`,
};

export class CameraError extends Error {
  constructor(readonly problem: CameraProblem) {
    super(CAMERA_MESSAGES[problem]);
    this.name = 'CameraError';
  }
}

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return 'refused';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'failed';
}

/**
 * The rear camera at the spec's ideal 1920x1080 (spec/01 §9). 'ideal' rather than 'exact', so
 * a front-only laptop camera or a smaller one still opens. Throws CameraError with the reason.
 */
export async function openRearCamera(): Promise<MediaStream> {
  if (typeof window !== 'undefined' && window.isSecureContext === false) throw new CameraError('insecure');
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  if (!devices || typeof devices.getUserMedia !== 'function') throw new CameraError('unsupported');
  try {
    return await devices.getUserMedia({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: CAMERA_IDEAL.width }, height: { ideal: CAMERA_IDEAL.height } },
    });
  } catch (error) {
    throw new CameraError(problemOf(error));
  }
}

/** Stops every track, so the camera light goes out. */
export function stopStream(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}
