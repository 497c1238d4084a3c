import { ROOM_ARTWORK_SHARE, ROOM_BACKGROUND_COUNT, ROOM_SCALE } from '@vernissage/core/constants';

/**
 * The 11 rooms of the View in room preview (spec/01 §2 Background preview), drawn by the
 * project itself: scripts/render-rooms.ts draws each scene as SVG from this data and renders
 * it once with sharp into public/rooms/ (the WebP files are committed).
 *
 * Every room is ROOM_WIDTH x ROOM_HEIGHT pixels. `wall` is the flat wall facing the viewer,
 * where art hangs, and `wallWidthInches` is how wide that wall really is: together they give
 * the pixels per inch that the True size toggle uses.
 */
export const ROOM_WIDTH = 1600;
export const ROOM_HEIGHT = 1000;

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export type FloorStyle = 'planks' | 'dark-planks' | 'concrete' | 'tiles';
export type Furniture = 'sofa' | 'leather-sofa' | 'bench' | 'sideboard' | 'armchair' | 'bed' | 'dining' | 'console';

export interface Room {
  id: number;
  label: string;
  /** The rendered scene, served by the web app. */
  file: string;
  /** A small version for the background selector. */
  thumb: string;
  /** The wall facing the viewer, in image pixels. */
  wall: Rect;
  /** The real width of `wall`, in inches. */
  wallWidthInches: number;
  /** Where the wall meets the floor, in image pixels. */
  floorY: number;
  /** Where a work hangs first: the centre of the free wall above the furniture. */
  hang: { x: number; y: number };
  /** For the drawing: colours and what stands in the room. */
  scene: {
    wallColour: string;
    /** A side wall on the left (the wall then starts at wall.x), with a window in it. */
    sideWall?: string;
    floorColour: string;
    floor: FloorStyle;
    furniture: Furniture;
    furnitureColour: string;
    plant?: 'left' | 'right';
    lamp?: 'left' | 'right';
    rug?: string;
    /** Light falling through a window onto the wall, from the left or the right. */
    light: 'left' | 'right';
  };
}

interface RoomSpec {
  wallWidthInches: number;
  floorY: number;
  wallX?: number;
  hangY: number;
  scene: Room['scene'];
}

const SPECS: RoomSpec[] = [
  { wallWidthInches: 180, floorY: 800, hangY: 330, scene: { wallColour: '#f1ece3', floorColour: '#c49a6c', floor: 'planks', furniture: 'sofa', furnitureColour: '#8d8f8a', plant: 'right', light: 'left' } },
  { wallWidthInches: 168, floorY: 790, hangY: 340, scene: { wallColour: '#a9b59c', floorColour: '#5b3d2a', floor: 'dark-planks', furniture: 'sideboard', furnitureColour: '#6e4a30', lamp: 'left', light: 'right' } },
  { wallWidthInches: 160, floorY: 810, wallX: 260, hangY: 330, scene: { wallColour: '#2e3b55', sideWall: '#263148', floorColour: '#d8c4a4', floor: 'planks', furniture: 'leather-sofa', furnitureColour: '#9a5a32', plant: 'right', light: 'left' } },
  { wallWidthInches: 190, floorY: 780, hangY: 330, scene: { wallColour: '#c47a5a', floorColour: '#b9b4ab', floor: 'concrete', furniture: 'bench', furnitureColour: '#3b2f27', plant: 'left', light: 'right' } },
  { wallWidthInches: 210, floorY: 820, hangY: 380, scene: { wallColour: '#eceae6', floorColour: '#9d9a94', floor: 'concrete', furniture: 'bench', furnitureColour: '#d9d3c7', light: 'left' } },
  { wallWidthInches: 172, floorY: 800, hangY: 330, scene: { wallColour: '#e6c9bf', floorColour: '#d2b08a', floor: 'planks', furniture: 'sofa', furnitureColour: '#2f5a4a', lamp: 'right', rug: '#efe4d2', light: 'right' } },
  { wallWidthInches: 176, floorY: 800, hangY: 330, scene: { wallColour: '#3a3a3c', floorColour: '#cfae84', floor: 'planks', furniture: 'sofa', furnitureColour: '#e9e4da', lamp: 'left', plant: 'right', light: 'left' } },
  { wallWidthInches: 150, floorY: 790, hangY: 330, scene: { wallColour: '#d6a64a', floorColour: '#7a5234', floor: 'dark-planks', furniture: 'armchair', furnitureColour: '#2c4a66', lamp: 'right', rug: '#b5553c', light: 'left' } },
  { wallWidthInches: 220, floorY: 830, wallX: 220, hangY: 370, scene: { wallColour: '#f5f4f0', sideWall: '#e7e5df', floorColour: '#a8a39a', floor: 'tiles', furniture: 'console', furnitureColour: '#1f1f1f', plant: 'left', light: 'left' } },
  { wallWidthInches: 170, floorY: 790, hangY: 300, scene: { wallColour: '#9fb3c4', floorColour: '#c9a57c', floor: 'planks', furniture: 'bed', furnitureColour: '#f3efe8', lamp: 'right', light: 'right' } },
  { wallWidthInches: 186, floorY: 800, hangY: 320, scene: { wallColour: '#6f7551', floorColour: '#d9c7aa', floor: 'tiles', furniture: 'dining', furnitureColour: '#4a3426', plant: 'right', light: 'right' } },
];

const pad = (n: number) => String(n).padStart(2, '0');

export const ROOMS: readonly Room[] = SPECS.map((spec, index) => {
  const id = index + 1;
  const x = spec.wallX ?? 0;
  const wall = { x, y: 0, width: ROOM_WIDTH - x, height: spec.floorY };
  return {
    id,
    label: `Background ${id}`,
    file: `/rooms/room-${pad(id)}.webp`,
    thumb: `/rooms/room-${pad(id)}-thumb.webp`,
    wall,
    wallWidthInches: spec.wallWidthInches,
    floorY: spec.floorY,
    hang: { x: Math.round(x + wall.width / 2), y: spec.hangY },
    scene: spec.scene,
  };
});

if (ROOMS.length !== ROOM_BACKGROUND_COUNT) throw new Error(`expected ${ROOM_BACKGROUND_COUNT} rooms, have ${ROOMS.length}`);

/** Pixels of the room image per real inch on its wall. */
export function pixelsPerInch(room: Room): number {
  return room.wall.width / room.wallWidthInches;
}

/** The artwork's size at scale 1: its longer side is 28% of the room image's smaller side. */
export function baseArtworkSize(aspect: number): { width: number; height: number } {
  const longSide = ROOM_ARTWORK_SHARE * Math.min(ROOM_WIDTH, ROOM_HEIGHT);
  return aspect >= 1 ? { width: longSide, height: longSide / aspect } : { width: longSide * aspect, height: longSide };
}

export function clampRoomScale(scale: number): number {
  return Math.min(ROOM_SCALE.max, Math.max(ROOM_SCALE.min, scale));
}

/**
 * The scale at which a work of `widthInches` x `heightInches` shows at its real size on the
 * room's wall (beyond the spec: the True size toggle), within the preview's scale range.
 */
export function trueSizeScale(room: Room, widthInches: number, heightInches: number): number {
  const base = baseArtworkSize(widthInches / heightInches);
  return clampRoomScale((widthInches * pixelsPerInch(room)) / base.width);
}
