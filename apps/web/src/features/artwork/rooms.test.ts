import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOM_ARTWORK_SHARE, ROOM_BACKGROUND_COUNT, ROOM_SCALE } from '@vernissage/core/constants';
import { describe, expect, it } from 'vitest';
import { baseArtworkSize, clampRoomScale, pixelsPerInch, ROOM_HEIGHT, ROOM_WIDTH, ROOMS, trueSizeScale } from './rooms.ts';

const publicDir = path.resolve(import.meta.dirname, '../../../public');

describe('the rooms of the View in room preview', () => {
  it('has 11 rooms, Background 1 to 11, each rendered and small', () => {
    expect(ROOMS).toHaveLength(ROOM_BACKGROUND_COUNT);
    expect(ROOMS.map((room) => room.label)).toEqual(Array.from({ length: 11 }, (_, i) => `Background ${i + 1}`));
    for (const room of ROOMS) {
      for (const file of [room.file, room.thumb]) {
        const onDisk = path.join(publicDir, file);
        expect(existsSync(onDisk), file).toBe(true);
        expect(statSync(onDisk).size).toBeLessThan(150 * 1024);
      }
      expect(room.wall.x + room.wall.width).toBe(ROOM_WIDTH);
      expect(room.floorY).toBeLessThan(ROOM_HEIGHT);
      expect(room.hang.y).toBeLessThan(room.floorY);
    }
  });

  it('starts a work with its longer side at 28% of the smaller side of the room image', () => {
    const side = ROOM_ARTWORK_SHARE * Math.min(ROOM_WIDTH, ROOM_HEIGHT);
    expect(baseArtworkSize(2)).toEqual({ width: side, height: side / 2 });
    expect(baseArtworkSize(0.5)).toEqual({ width: side / 2, height: side });
  });

  it("scales a work to its real size from the room's known wall width, within the preview's range", () => {
    const room = ROOMS[0]!;
    expect(pixelsPerInch(room)).toBeCloseTo(1600 / 180);
    // A 36 x 24 in work is 36 * 8.89 = 320 px wide; at scale 1 it is 280 px wide.
    expect(trueSizeScale(room, 36, 24)).toBeCloseTo((36 * 1600) / 180 / 280, 6);
    // A portrait work: the width decides as well, whichever side is longer.
    expect(trueSizeScale(room, 24, 48)).toBeCloseTo((24 * 1600) / 180 / 140, 6);
    expect(trueSizeScale(room, 4, 4)).toBe(ROOM_SCALE.min);
    expect(trueSizeScale(room, 200, 100)).toBe(ROOM_SCALE.max);
    expect(clampRoomScale(10)).toBe(3);
    expect(clampRoomScale(0.01)).toBe(0.3);
  });
});
