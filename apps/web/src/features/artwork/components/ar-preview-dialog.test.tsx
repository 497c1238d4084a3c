import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AR_OPACITY, CAMERA_IDEAL } from '@vernissage/core/constants';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storedImage } from '../../../testing/artwork-detail.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { CAMERA_MESSAGES } from '../camera.ts';
import { ArPreviewDialog } from './ar-preview-dialog.tsx';

interface FakeTrack {
  kind: string;
  stop: ReturnType<typeof vi.fn>;
}

function fakeStream(): { stream: MediaStream; tracks: FakeTrack[] } {
  const tracks = [
    { kind: 'video', stop: vi.fn() },
    { kind: 'video', stop: vi.fn() },
  ];
  return { stream: { getTracks: () => tracks } as unknown as MediaStream, tracks };
}

function stubCamera(getUserMedia: (constraints: MediaStreamConstraints) => Promise<MediaStream>) {
  const spy = vi.fn(getUserMedia);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: spy } });
  return spy;
}

/** The dialog with an opener, as the detail uses it. */
function Harness() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        View on your wall (AR)
      </button>
      <ArPreviewDialog open={open} onClose={() => setOpen(false)} title="Blue Hour" image={storedImage(7)} />
    </>
  );
}

const renderDialog = () => renderComponent(<Harness />);

const dialog = () => screen.findByRole('dialog', { name: 'AR Artwork Preview' });

describe('the AR preview', () => {
  beforeEach(() => {
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('starts the rear camera at 1920x1080 on open, and stops every track on Close', async () => {
    const { stream, tracks } = fakeStream();
    const getUserMedia = stubCamera(async () => stream);
    const { user } = renderDialog();
    const view = await dialog();
    expect(within(view).getByText('Loading artwork...')).toBeInTheDocument();
    expect(within(view).getByText('Tap on wall to place artwork')).toBeInTheDocument();
    await waitFor(() => expect(getUserMedia).toHaveBeenCalledOnce());
    expect(getUserMedia.mock.calls[0]![0]).toEqual({
      audio: false,
      video: { facingMode: { ideal: 'environment' }, width: { ideal: CAMERA_IDEAL.width }, height: { ideal: CAMERA_IDEAL.height } },
    });
    await waitFor(() => expect(within(view).queryByText('Opening your camera...')).not.toBeInTheDocument());
    expect(tracks.every((track) => track.stop.mock.calls.length === 0)).toBe(true);

    // The Close under the stage (the title bar's × is the other one).
    await user.click(within(view).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true));
  });

  it('stops the camera when the dialog goes away, even if it opened after closing', async () => {
    const { stream, tracks } = fakeStream();
    let resolve: (value: MediaStream) => void = () => undefined;
    stubCamera(() => new Promise((done) => (resolve = done)));
    const { unmount } = renderDialog();
    await dialog();
    unmount();
    resolve(stream);
    await waitFor(() => expect(tracks.every((track) => track.stop.mock.calls.length === 1)).toBe(true));
  });

  it.each([
    ['NotAllowedError', 'refused'],
    ['NotFoundError', 'missing'],
    ['NotReadableError', 'busy'],
  ] as const)('says why the camera could not open (%s)', async (name, problem) => {
    stubCamera(async () => {
      throw new DOMException('no', name);
    });
    renderDialog();
    const view = await dialog();
    expect(await within(view).findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES[problem]);
    expect(CAMERA_MESSAGES[problem]).toMatch(/^We could not open your camera/);
  });

  it('says when the browser has no camera access at all, or the page is not secure', async () => {
    renderDialog();
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.unsupported);
  });

  it('says the camera needs a secure page', async () => {
    stubCamera(async () => fakeStream().stream);
    vi.stubGlobal('isSecureContext', false);
    renderDialog();
    expect(await within(await dialog()).findByRole('alert')).toHaveTextContent(CAMERA_MESSAGES.insecure);
  });

  it('has Opacity 0.3–1 (step 0.01, 0.95) and Scale 0.5–2 (step 0.05, 1), placed by a tap and put back by Reset', async () => {
    stubCamera(async () => fakeStream().stream);
    renderDialog();
    const view = await dialog();
    const opacity = within(view).getByRole('slider', { name: 'Opacity' });
    const scale = within(view).getByRole('slider', { name: 'Scale' });
    expect(opacity).toHaveAttribute('min', String(AR_OPACITY.min));
    expect(opacity).toHaveAttribute('max', String(AR_OPACITY.max));
    expect(opacity).toHaveAttribute('step', String(AR_OPACITY.step));
    expect(opacity).toHaveValue('0.95');
    expect(scale).toHaveAttribute('min', '0.5');
    expect(scale).toHaveAttribute('max', '2');
    expect(scale).toHaveAttribute('step', '0.05');
    expect(scale).toHaveValue('1');

    fireEvent.pointerDown(within(view).getByRole('application'), { clientX: 10, clientY: 10 });
    const placed = within(view).getByRole('img', { name: 'Blue Hour, placed on your wall' });
    expect(within(view).queryByText('Tap on wall to place artwork')).not.toBeInTheDocument();
    // Drawn at 60% of the view.
    expect(placed.style.maxWidth).toBe('60%');
    expect(placed.style.maxHeight).toBe('60%');

    fireEvent.change(opacity, { target: { value: '0.5' } });
    fireEvent.change(scale, { target: { value: '1.5' } });
    expect(placed.style.opacity).toBe('0.5');
    expect(placed.style.transform).toContain('scale(1.5)');

    fireEvent.click(within(view).getByRole('button', { name: 'Reset' }));
    expect(opacity).toHaveValue('0.95');
    expect(scale).toHaveValue('1');
    expect(within(view).getByText('Tap on wall to place artwork')).toBeInTheDocument();
  });
});
