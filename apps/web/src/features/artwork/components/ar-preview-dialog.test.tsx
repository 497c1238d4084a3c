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

    fireEvent.change(opacity, { target: { value: '0.5' } });
    fireEvent.change(scale, { target: { value: '1.5' } });
    expect(placed.style.opacity).toBe('0.5');
    expect(placed.style.transform).toContain('scale(1.5)');

    fireEvent.click(within(view).getByRole('button', { name: 'Reset' }));
    expect(opacity).toHaveValue('0.95');
    expect(scale).toHaveValue('1');
    expect(within(view).getByText('Tap on wall to place artwork')).toBeInTheDocument();
  });

  describe('draws the work at 60% of the view, keeping its aspect (spec/01 §9)', () => {
    /** The camera view measures `width` x `height`; every other element has no size, as in jsdom. */
    function viewOf(width: number, height: number) {
      const size = (element: HTMLElement, value: number) => (element.classList.contains('ar-preview__view') ? value : 0);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
        return size(this, width);
      });
      vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
        return size(this, height);
      });
    }

    async function placedWork(image = storedImage(7)) {
      stubCamera(async () => fakeStream().stream);
      renderComponent(<ArPreviewDialog open onClose={() => undefined} title="Blue Hour" image={image} />);
      const view = await dialog();
      fireEvent.pointerDown(within(view).getByRole('application'), { clientX: 10, clientY: 10 });
      return within(view).getByRole('img', { name: 'Blue Hour, placed on your wall' });
    }

    it('a landscape work in a landscape view fills 60% of the width', async () => {
      viewOf(1000, 800);
      // 1600 x 1200 (4:3): 600 wide, 450 high; the limit is the width.
      const placed = await placedWork();
      expect(placed.style.width).toBe('600px');
      expect(placed.style.height).toBe('450px');
    });

    it('a work whose height is the limit fills 60% of the height', async () => {
      viewOf(1000, 800);
      const portrait = storedImage(7);
      portrait.sizes.large = { ...portrait.sizes.large, width: 900, height: 1600 };
      const placed = await placedWork(portrait);
      expect(placed.style.height).toBe('480px');
      expect(placed.style.width).toBe('270px');
    });

    it('a small picture is drawn at 60% too, not at its own pixel size', async () => {
      viewOf(2000, 1000);
      const small = storedImage(7);
      small.sizes.large = { ...small.sizes.large, width: 400, height: 300 };
      const placed = await placedWork(small);
      // 60% of 2000 is 1200 wide, but 900 high would pass 60% of 1000: the height decides.
      expect(placed.style.height).toBe('600px');
      expect(placed.style.width).toBe('800px');
    });
  });
});
