import { fireEvent, screen, within } from '@testing-library/react';
import { ROOM_SCALE } from '@vernissage/core/constants';
import { describe, expect, it } from 'vitest';
import { storedImage } from '../../../testing/artwork-detail.ts';
import { renderComponent } from '../../../testing/render-component.tsx';
import { ROOMS, trueSizeScale } from '../rooms.ts';
import { RoomPreviewDialog } from './room-preview-dialog.tsx';

function renderDialog(size = { width: 36, height: 24 }) {
  return renderComponent(<RoomPreviewDialog open onClose={() => undefined} title="Blue Hour" image={storedImage(7)} {...size} isFramed />);
}

async function stage() {
  const view = await screen.findByRole('dialog', { name: 'Artwork Background Preview' });
  return {
    view,
    svg: within(view).getByTestId('room-stage'),
    scale: within(view).getByRole('slider', { name: 'Scale' }),
    trueSize: within(view).getByRole('switch', { name: 'True size' }),
  };
}

describe('the room preview', () => {
  it('lists 11 backgrounds, Background 1 to 11, and switches the room', async () => {
    const { user } = renderDialog();
    const { view, svg } = await stage();
    expect(within(view).getByText('Loading artwork & background...')).toBeInTheDocument();
    const options = within(within(view).getByRole('radiogroup', { name: 'Background' })).getAllByRole('radio');
    expect(options.map((option) => option.getAttribute('aria-label'))).toEqual(ROOMS.map((room) => room.label));
    expect(options).toHaveLength(11);
    expect(options[0]).toHaveAttribute('aria-checked', 'true');
    expect(svg.querySelector('image')).toHaveAttribute('href', '/rooms/room-01.webp');

    await user.click(within(view).getByRole('radio', { name: 'Background 7' }));
    expect(within(view).getByRole('radio', { name: 'Background 7' })).toHaveAttribute('aria-checked', 'true');
    expect(svg.querySelector('image')).toHaveAttribute('href', '/rooms/room-07.webp');
    expect(svg).toHaveAccessibleName('Blue Hour on the wall of Background 7');
  });

  it('starts at scale 1 and opacity 0.98, and keeps the wheel within 0.3 to 3', async () => {
    renderDialog();
    const { svg, scale, view } = await stage();
    expect(scale).toHaveValue('1');
    expect(scale).toHaveAttribute('min', String(ROOM_SCALE.min));
    expect(scale).toHaveAttribute('max', String(ROOM_SCALE.max));
    expect(within(view).getByTestId('room-artwork')).toHaveAttribute('opacity', '0.98');
    // Scale 1: the longer side is 28% of the 1000 px side of the room image.
    const art = () => within(view).getByTestId('room-artwork').querySelector('image')!;
    expect(art()).toHaveAttribute('width', '280');

    for (let i = 0; i < 20; i += 1) fireEvent.wheel(svg, { deltaY: -500 });
    expect(scale).toHaveValue('3');
    expect(art()).toHaveAttribute('width', '840');
    for (let i = 0; i < 40; i += 1) fireEvent.wheel(svg, { deltaY: 500 });
    expect(scale).toHaveValue('0.3');

    fireEvent.click(within(view).getByRole('button', { name: 'Reset' }));
    expect(scale).toHaveValue('1');
  });

  it("shows True size from the work's inches against the room's wall width, per room", async () => {
    const { user } = renderDialog({ width: 36, height: 24 });
    const { svg, scale, trueSize, view } = await stage();
    await user.click(trueSize);
    expect(trueSize).toBeChecked();
    const first = trueSizeScale(ROOMS[0]!, 36, 24);
    expect(Number((scale as HTMLInputElement).value)).toBeCloseTo(first, 2);
    // 36 in across a 180 in wall that is 1600 px wide: 320 px.
    expect(Number(within(view).getByTestId('room-artwork').querySelector('image')!.getAttribute('width'))).toBeCloseTo(320, 6);
    expect(within(view).getByText('36 x 24 in on a 15 ft wall')).toBeInTheDocument();

    await user.click(within(view).getByRole('radio', { name: 'Background 9' }));
    expect(Number((scale as HTMLInputElement).value)).toBeCloseTo(trueSizeScale(ROOMS[8]!, 36, 24), 2);
    expect(Number(within(view).getByTestId('room-artwork').querySelector('image')!.getAttribute('width'))).toBeCloseTo((36 * ROOMS[8]!.wall.width) / 220, 6);

    // Scaling by hand leaves true size.
    fireEvent.wheel(svg, { deltaY: -100 });
    expect(trueSize).not.toBeChecked();
  });
});
