/**
 * Draws the 11 rooms of the View in room preview as SVG, from the metadata in
 * apps/web/src/features/artwork/rooms.ts (wall, real wall width, floor line, colours,
 * furniture), and renders each once with sharp into apps/web/public/rooms/ as WebP, plus a
 * small thumbnail for the background selector. The files are committed; run this again only
 * after changing the rooms:
 *
 *   npm run rooms
 *
 * Furniture is drawn to real sizes (a sofa is 84 inches wide) at the room's pixels per inch,
 * so a work shown at True size looks right next to it.
 */
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { pixelsPerInch, ROOM_HEIGHT, ROOM_WIDTH, ROOMS, type Room } from '../apps/web/src/features/artwork/rooms.ts';

const W = ROOM_WIDTH;
const H = ROOM_HEIGHT;
const THUMB_WIDTH = 192;
const OUT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/web/public/rooms');

// ---- colour helpers ------------------------------------------------------------------------

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/** Mixes a colour towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  const [r, g, b] = rgb(hex).map((c) => Math.round(c + (target - c) * t));
  return `#${[r, g, b].map((c) => c!.toString(16).padStart(2, '0')).join('')}`;
}

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

/** A small seeded generator, so a room draws the same every time. */
function seeded(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const n = (value: number) => Math.round(value * 10) / 10;

// ---- pieces of a room ----------------------------------------------------------------------

interface Ctx {
  room: Room;
  /** Pixels per inch for furniture, which stands a little in front of the wall. */
  f: number;
  /** Where furniture stands. */
  baseY: number;
  random: () => number;
}

function shadowUnder(cx: number, baseY: number, width: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(baseY)}" rx="${n(width * 0.55)}" ry="${n(Math.max(10, width * 0.03))}" fill="#000" opacity="0.28" filter="url(#soft)"/>`;
}

function sofa(ctx: Ctx, cx: number, colour: string, leather: boolean): string {
  const { f, baseY } = ctx;
  const w = 84 * f;
  const arm = 8 * f;
  const left = cx - w / 2;
  const dark = shade(colour, -0.25);
  const light = shade(colour, 0.12);
  const leg = 4 * f;
  const parts = [shadowUnder(cx, baseY, w)];
  for (const x of [left + 3 * f, left + w - 5 * f]) parts.push(`<rect x="${n(x)}" y="${n(baseY - leg)}" width="${n(2 * f)}" height="${n(leg)}" fill="#2b2520"/>`);
  // Back, inside the arms.
  parts.push(`<rect x="${n(left + arm)}" y="${n(baseY - 33 * f)}" width="${n(w - 2 * arm)}" height="${n(16 * f)}" rx="${n(3 * f)}" fill="${dark}"/>`);
  const cushions = leather ? 2 : 3;
  const cw = (w - 2 * arm) / cushions;
  for (let i = 0; i < cushions; i += 1) {
    parts.push(`<rect x="${n(left + arm + i * cw + 0.6 * f)}" y="${n(baseY - 32 * f)}" width="${n(cw - 1.2 * f)}" height="${n(14 * f)}" rx="${n(3 * f)}" fill="${colour}"/>`);
    if (leather) {
      for (let k = 1; k < 4; k += 1) parts.push(`<circle cx="${n(left + arm + i * cw + (k * cw) / 4)}" cy="${n(baseY - 26 * f)}" r="${n(0.5 * f)}" fill="${dark}"/>`);
    }
  }
  // Seat base and the front of the seat cushions.
  parts.push(`<rect x="${n(left)}" y="${n(baseY - 19 * f)}" width="${n(w)}" height="${n(15 * f)}" rx="${n(2 * f)}" fill="${dark}"/>`);
  for (let i = 0; i < cushions; i += 1) {
    parts.push(`<rect x="${n(left + arm + i * cw + 0.4 * f)}" y="${n(baseY - 19 * f)}" width="${n(cw - 0.8 * f)}" height="${n(6 * f)}" rx="${n(1.5 * f)}" fill="${light}"/>`);
  }
  // Arms.
  for (const x of [left, left + w - arm]) {
    parts.push(`<rect x="${n(x)}" y="${n(baseY - 26 * f)}" width="${n(arm)}" height="${n(22 * f)}" rx="${n(3.5 * f)}" fill="${colour}"/>`);
    parts.push(`<rect x="${n(x)}" y="${n(baseY - 26 * f)}" width="${n(arm)}" height="${n(4 * f)}" rx="${n(2 * f)}" fill="${light}" opacity="0.6"/>`);
  }
  // A throw cushion.
  if (!leather) parts.push(`<rect x="${n(left + arm + 2 * f)}" y="${n(baseY - 30 * f)}" width="${n(15 * f)}" height="${n(12 * f)}" rx="${n(3 * f)}" fill="${shade(colour, luminance(colour) > 0.5 ? -0.45 : 0.45)}" transform="rotate(-8 ${n(left + arm + 9 * f)} ${n(baseY - 24 * f)})"/>`);
  return parts.join('');
}

function bench(ctx: Ctx, cx: number, colour: string): string {
  const { f, baseY } = ctx;
  const w = 60 * f;
  const left = cx - w / 2;
  return [
    shadowUnder(cx, baseY, w),
    `<rect x="${n(left + 4 * f)}" y="${n(baseY - 16 * f)}" width="${n(2.5 * f)}" height="${n(16 * f)}" fill="${shade(colour, -0.3)}"/>`,
    `<rect x="${n(left + w - 6.5 * f)}" y="${n(baseY - 16 * f)}" width="${n(2.5 * f)}" height="${n(16 * f)}" fill="${shade(colour, -0.3)}"/>`,
    `<rect x="${n(left)}" y="${n(baseY - 18 * f)}" width="${n(w)}" height="${n(2.5 * f)}" rx="${n(0.5 * f)}" fill="${colour}"/>`,
  ].join('');
}

function sideboard(ctx: Ctx, cx: number, colour: string, width = 72): string {
  const { f, baseY } = ctx;
  const w = width * f;
  const left = cx - w / 2;
  const top = baseY - 30 * f;
  const parts = [shadowUnder(cx, baseY, w)];
  for (const x of [left + 3 * f, left + w - 4.5 * f]) parts.push(`<rect x="${n(x)}" y="${n(baseY - 7 * f)}" width="${n(1.5 * f)}" height="${n(7 * f)}" fill="${shade(colour, -0.4)}"/>`);
  parts.push(`<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(23 * f)}" fill="${colour}"/>`);
  parts.push(`<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(1.5 * f)}" fill="${shade(colour, 0.15)}"/>`);
  const doors = 3;
  for (let i = 1; i < doors; i += 1) parts.push(`<line x1="${n(left + (i * w) / doors)}" y1="${n(top + 2 * f)}" x2="${n(left + (i * w) / doors)}" y2="${n(baseY - 8 * f)}" stroke="${shade(colour, -0.3)}" stroke-width="2"/>`);
  for (let i = 0; i < doors; i += 1) parts.push(`<rect x="${n(left + ((i + 0.5) * w) / doors - 2 * f)}" y="${n(top + 5 * f)}" width="${n(4 * f)}" height="${n(0.7 * f)}" rx="2" fill="#c9b48a"/>`);
  // A vase and a stack of books on top.
  const vx = left + w * 0.2;
  parts.push(`<path d="M ${n(vx - 3 * f)} ${n(top)} Q ${n(vx - 5 * f)} ${n(top - 8 * f)} ${n(vx - 1.5 * f)} ${n(top - 12 * f)} L ${n(vx + 1.5 * f)} ${n(top - 12 * f)} Q ${n(vx + 5 * f)} ${n(top - 8 * f)} ${n(vx + 3 * f)} ${n(top)} Z" fill="#e8e2d6"/>`);
  const bx = left + w * 0.72;
  ['#7c2f24', '#dcd3c2', '#2f4858'].forEach((c, i) => parts.push(`<rect x="${n(bx - (7 - i) * f)}" y="${n(top - (i + 1) * 1.6 * f)}" width="${n((14 - i * 2) * f)}" height="${n(1.6 * f)}" fill="${c}"/>`));
  return parts.join('');
}

function consoleTable(ctx: Ctx, cx: number, colour: string): string {
  const { f, baseY } = ctx;
  const w = 60 * f;
  const left = cx - w / 2;
  const top = baseY - 32 * f;
  const parts = [shadowUnder(cx, baseY, w)];
  for (const x of [left + 2 * f, left + w - 3.2 * f]) parts.push(`<rect x="${n(x)}" y="${n(top)}" width="${n(1.2 * f)}" height="${n(32 * f)}" fill="${colour}"/>`);
  parts.push(`<rect x="${n(left)}" y="${n(top)}" width="${n(w)}" height="${n(1.6 * f)}" fill="${colour}"/>`);
  parts.push(`<rect x="${n(left + 2 * f)}" y="${n(baseY - 8 * f)}" width="${n(w - 4 * f)}" height="${n(1 * f)}" fill="${colour}"/>`);
  // A table lamp.
  const lx = left + w * 0.78;
  parts.push(`<rect x="${n(lx - 0.4 * f)}" y="${n(top - 14 * f)}" width="${n(0.8 * f)}" height="${n(14 * f)}" fill="#b59a6a"/>`);
  parts.push(`<path d="M ${n(lx - 6 * f)} ${n(top - 12 * f)} L ${n(lx + 6 * f)} ${n(top - 12 * f)} L ${n(lx + 4 * f)} ${n(top - 20 * f)} L ${n(lx - 4 * f)} ${n(top - 20 * f)} Z" fill="#f3ead8"/>`);
  parts.push(`<rect x="${n(left + w * 0.15)}" y="${n(baseY - 11 * f)}" width="${n(16 * f)}" height="${n(3 * f)}" fill="#cfc6b4"/>`);
  return parts.join('');
}

function armchair(ctx: Ctx, cx: number, colour: string): string {
  const { f, baseY } = ctx;
  const w = 34 * f;
  const left = cx - w / 2;
  const dark = shade(colour, -0.25);
  const parts = [shadowUnder(cx, baseY, w)];
  for (const x of [left + 3 * f, left + w - 4.5 * f]) parts.push(`<rect x="${n(x)}" y="${n(baseY - 6 * f)}" width="${n(1.5 * f)}" height="${n(6 * f)}" fill="#3a2c20"/>`);
  parts.push(`<rect x="${n(left + 5 * f)}" y="${n(baseY - 34 * f)}" width="${n(w - 10 * f)}" height="${n(18 * f)}" rx="${n(4 * f)}" fill="${colour}"/>`);
  parts.push(`<rect x="${n(left)}" y="${n(baseY - 19 * f)}" width="${n(w)}" height="${n(13 * f)}" rx="${n(2 * f)}" fill="${dark}"/>`);
  parts.push(`<rect x="${n(left + 5 * f)}" y="${n(baseY - 19 * f)}" width="${n(w - 10 * f)}" height="${n(5 * f)}" rx="${n(1.5 * f)}" fill="${shade(colour, 0.1)}"/>`);
  for (const x of [left, left + w - 5 * f]) parts.push(`<rect x="${n(x)}" y="${n(baseY - 25 * f)}" width="${n(5 * f)}" height="${n(19 * f)}" rx="${n(2.5 * f)}" fill="${colour}"/>`);
  // A round side table beside it.
  const tx = left + w + 16 * f;
  parts.push(shadowUnder(tx, baseY, 18 * f));
  parts.push(`<rect x="${n(tx - 0.8 * f)}" y="${n(baseY - 22 * f)}" width="${n(1.6 * f)}" height="${n(22 * f)}" fill="#2a2420"/>`);
  parts.push(`<ellipse cx="${n(tx)}" cy="${n(baseY - 22 * f)}" rx="${n(9 * f)}" ry="${n(1.4 * f)}" fill="#2a2420"/>`);
  parts.push(`<path d="M ${n(tx - 2 * f)} ${n(baseY - 22.5 * f)} L ${n(tx - 1.5 * f)} ${n(baseY - 29 * f)} L ${n(tx + 1.5 * f)} ${n(baseY - 29 * f)} L ${n(tx + 2 * f)} ${n(baseY - 22.5 * f)} Z" fill="#e6dccb"/>`);
  return parts.join('');
}

function bed(ctx: Ctx, cx: number, colour: string): string {
  const { f, baseY } = ctx;
  const w = 64 * f;
  const left = cx - w / 2;
  const headTop = ctx.room.floorY - 52 * f;
  const parts: string[] = [];
  // Headboard against the wall, nightstands either side, then the bed coming towards us.
  parts.push(`<rect x="${n(left - 2 * f)}" y="${n(headTop)}" width="${n(w + 4 * f)}" height="${n(ctx.room.floorY - headTop)}" rx="${n(2 * f)}" fill="#b9a58c"/>`);
  for (const sx of [left - 26 * f, left + w + 4 * f]) {
    parts.push(shadowUnder(sx + 11 * f, ctx.room.floorY + 20 * f * 0.3, 22 * f));
    parts.push(`<rect x="${n(sx)}" y="${n(ctx.room.floorY + 6 - 24 * f)}" width="${n(22 * f)}" height="${n(22 * f)}" fill="#8a6a4c"/>`);
    parts.push(`<rect x="${n(sx + 9 * f)}" y="${n(ctx.room.floorY + 6 - 30 * f)}" width="${n(4 * f)}" height="${n(6 * f)}" fill="#efe6d4"/>`);
  }
  parts.push(shadowUnder(cx, baseY, w + 8 * f));
  parts.push(`<ellipse cx="${n(cx - 15 * f)}" cy="${n(baseY - 28 * f)}" rx="${n(14 * f)}" ry="${n(5 * f)}" fill="#ffffff"/>`);
  parts.push(`<ellipse cx="${n(cx + 15 * f)}" cy="${n(baseY - 28 * f)}" rx="${n(14 * f)}" ry="${n(5 * f)}" fill="#ffffff"/>`);
  parts.push(`<rect x="${n(left - 3 * f)}" y="${n(baseY - 25 * f)}" width="${n(w + 6 * f)}" height="${n(21 * f)}" rx="${n(3 * f)}" fill="${colour}"/>`);
  parts.push(`<rect x="${n(left - 3 * f)}" y="${n(baseY - 17 * f)}" width="${n(w + 6 * f)}" height="${n(7 * f)}" fill="${shade(colour, -0.5)}" opacity="0.55"/>`);
  return parts.join('');
}

function dining(ctx: Ctx, cx: number, colour: string): string {
  const { f, baseY } = ctx;
  const w = 72 * f;
  const left = cx - w / 2;
  const parts = [shadowUnder(cx, baseY, w)];
  // Chair backs behind the table.
  for (const offset of [-22, 0, 22]) {
    const x = cx + offset * f;
    parts.push(`<rect x="${n(x - 8 * f)}" y="${n(baseY - 36 * f)}" width="${n(16 * f)}" height="${n(8 * f)}" rx="${n(2 * f)}" fill="#2d2a26"/>`);
    parts.push(`<rect x="${n(x - 7 * f)}" y="${n(baseY - 29 * f)}" width="${n(1 * f)}" height="${n(29 * f)}" fill="#2d2a26"/>`);
    parts.push(`<rect x="${n(x + 6 * f)}" y="${n(baseY - 29 * f)}" width="${n(1 * f)}" height="${n(29 * f)}" fill="#2d2a26"/>`);
  }
  parts.push(`<rect x="${n(left)}" y="${n(baseY - 30 * f)}" width="${n(w)}" height="${n(2 * f)}" fill="${colour}"/>`);
  for (const x of [left + 4 * f, left + w - 6 * f]) parts.push(`<rect x="${n(x)}" y="${n(baseY - 28 * f)}" width="${n(2 * f)}" height="${n(28 * f)}" fill="${shade(colour, -0.2)}"/>`);
  parts.push(`<path d="M ${n(cx - 3 * f)} ${n(baseY - 30 * f)} Q ${n(cx - 4 * f)} ${n(baseY - 36 * f)} ${n(cx)} ${n(baseY - 38 * f)} Q ${n(cx + 4 * f)} ${n(baseY - 36 * f)} ${n(cx + 3 * f)} ${n(baseY - 30 * f)} Z" fill="#e9e3d6"/>`);
  return parts.join('');
}

function plant(ctx: Ctx, x: number): string {
  const { f, baseY, random } = ctx;
  const parts = [shadowUnder(x, baseY, 16 * f)];
  const potTop = baseY - 15 * f;
  parts.push(`<path d="M ${n(x - 8 * f)} ${n(potTop)} L ${n(x + 8 * f)} ${n(potTop)} L ${n(x + 6 * f)} ${n(baseY)} L ${n(x - 6 * f)} ${n(baseY)} Z" fill="#d7cdbd"/>`);
  parts.push(`<rect x="${n(x - 0.6 * f)}" y="${n(potTop - 40 * f)}" width="${n(1.2 * f)}" height="${n(40 * f)}" fill="#4b3a2a"/>`);
  const greens = ['#2f5d3a', '#3c7047', '#264d31', '#4a7f4f'];
  for (let i = 0; i < 26; i += 1) {
    const height = potTop - (8 + random() * 44) * f;
    const side = random() < 0.5 ? -1 : 1;
    const lx = x + side * (2 + random() * 11) * f;
    const angle = side * (20 + random() * 50);
    parts.push(`<ellipse cx="${n(lx)}" cy="${n(height)}" rx="${n(3.4 * f)}" ry="${n(6 * f)}" fill="${greens[i % greens.length]}" transform="rotate(${n(angle)} ${n(lx)} ${n(height)})"/>`);
  }
  return parts.join('');
}

function floorLamp(ctx: Ctx, x: number): string {
  const { f, baseY } = ctx;
  const top = baseY - 62 * f;
  return [
    `<ellipse cx="${n(x)}" cy="${n(top + 6 * f)}" rx="${n(30 * f)}" ry="${n(30 * f)}" fill="url(#glow)"/>`,
    shadowUnder(x, baseY, 12 * f),
    `<ellipse cx="${n(x)}" cy="${n(baseY - 0.6 * f)}" rx="${n(6 * f)}" ry="${n(1.2 * f)}" fill="#1e1c1a"/>`,
    `<rect x="${n(x - 0.4 * f)}" y="${n(top)}" width="${n(0.8 * f)}" height="${n(baseY - top)}" fill="#1e1c1a"/>`,
    `<path d="M ${n(x - 8 * f)} ${n(top + 4 * f)} L ${n(x + 8 * f)} ${n(top + 4 * f)} L ${n(x + 5.5 * f)} ${n(top - 8 * f)} L ${n(x - 5.5 * f)} ${n(top - 8 * f)} Z" fill="#f4ecdc"/>`,
  ].join('');
}

function furnitureWidth(room: Room): number {
  const widths = { sofa: 84, 'leather-sofa': 84, bench: 60, sideboard: 72, armchair: 70, bed: 116, dining: 72, console: 60 } as const;
  return widths[room.scene.furniture];
}

// ---- the floor and walls -------------------------------------------------------------------

function floor(room: Room, random: () => number): string {
  const { floorY, scene } = room;
  const vp = { x: room.hang.x, y: floorY - 900 };
  const parts = [`<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="${scene.floorColour}"/>`];
  const seam = shade(scene.floorColour, -0.35);
  const toBottom = (x: number) => vp.x + ((x - vp.x) * (H - vp.y)) / (floorY - vp.y);
  if (scene.floor === 'planks' || scene.floor === 'dark-planks' || scene.floor === 'tiles') {
    const step = (scene.floor === 'tiles' ? 24 : 7) * pixelsPerInch(room);
    for (let x = -W; x < 2 * W; x += step) {
      parts.push(`<line x1="${n(x)}" y1="${floorY}" x2="${n(toBottom(x))}" y2="${H}" stroke="${seam}" stroke-width="${scene.floor === 'tiles' ? 2 : 1.5}" opacity="0.45"/>`);
    }
  }
  if (scene.floor === 'planks' || scene.floor === 'dark-planks') {
    // Staggered plank ends and a little grain: light and dark strips.
    for (let i = 0; i < 60; i += 1) {
      const y = floorY + (H - floorY) * Math.pow(random(), 1.4);
      const x = random() * W;
      const len = 40 + random() * 80;
      parts.push(`<line x1="${n(x)}" y1="${n(y)}" x2="${n(x + len * 0.02)}" y2="${n(y + 6 + ((y - floorY) / (H - floorY)) * 14)}" stroke="${seam}" stroke-width="1.5" opacity="0.4"/>`);
    }
  }
  if (scene.floor === 'tiles') {
    for (let k = 1; k < 8; k += 1) {
      const y = floorY + (H - floorY) * (1 - 1 / (1 + k * 0.35));
      parts.push(`<line x1="0" y1="${n(y)}" x2="${W}" y2="${n(y)}" stroke="${seam}" stroke-width="2" opacity="0.45"/>`);
    }
  }
  if (scene.floor === 'concrete') parts.push(`<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" filter="url(#mottle)" opacity="0.25"/>`);
  // The floor darkens towards the wall, and a sheen comes from the window side.
  parts.push(`<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floorShade)"/>`);
  parts.push(`<rect x="0" y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#sheen)"/>`);
  return parts.join('');
}

function rug(room: Room, colour: string): string {
  const cx = room.hang.x;
  const ppi = pixelsPerInch(room);
  const backY = room.floorY + 40;
  const back = 60 * ppi;
  const front = 84 * ppi;
  return [
    `<path d="M ${n(cx - back)} ${backY} L ${n(cx + back)} ${backY} L ${n(cx + front)} ${H - 30} L ${n(cx - front)} ${H - 30} Z" fill="${colour}" opacity="0.92"/>`,
    `<path d="M ${n(cx - back + 14)} ${backY + 8} L ${n(cx + back - 14)} ${backY + 8} L ${n(cx + front - 22)} ${H - 44} L ${n(cx - front + 22)} ${H - 44} Z" fill="none" stroke="${shade(colour, luminance(colour) > 0.5 ? -0.2 : 0.25)}" stroke-width="3"/>`,
  ].join('');
}

function walls(room: Room): string {
  const { scene, wall, floorY } = room;
  const parts = [`<rect x="0" y="0" width="${W}" height="${floorY}" fill="${scene.wallColour}"/>`];
  parts.push(`<rect x="0" y="0" width="${W}" height="${floorY}" filter="url(#grain)" opacity="${luminance(scene.wallColour) > 0.5 ? 0.05 : 0.08}"/>`);
  // Light from a window: a soft slanted patch on the wall.
  const fromLeft = scene.light === 'left';
  const x0 = fromLeft ? wall.x - 100 : W + 100;
  const dir = fromLeft ? 1 : -1;
  parts.push(
    `<path d="M ${n(x0)} 60 L ${n(x0 + dir * 520)} 140 L ${n(x0 + dir * 700)} ${floorY - 40} L ${n(x0 + dir * 140)} ${floorY - 120} Z" fill="#fffaf0" opacity="${luminance(scene.wallColour) > 0.6 ? 0.22 : 0.12}" filter="url(#blur)"/>`,
  );
  parts.push(`<rect x="0" y="0" width="${W}" height="${floorY}" fill="url(#wallShade)"/>`);
  // Skirting board.
  const skirting = luminance(scene.wallColour) > 0.55 ? shade(scene.wallColour, 0.5) : shade(scene.wallColour, -0.15);
  parts.push(`<rect x="0" y="${floorY - 14}" width="${W}" height="14" fill="${skirting}"/>`);
  parts.push(`<rect x="0" y="${floorY}" width="${W}" height="3" fill="#000" opacity="0.18"/>`);
  if (scene.sideWall) {
    const x = wall.x;
    const bottom = floorY + x * 0.55;
    parts.push(`<path d="M 0 0 L ${x} 0 L ${x} ${floorY} L 0 ${n(bottom)} Z" fill="${scene.sideWall}"/>`);
    // The window in the side wall, and its frame.
    const win = { x1: x * 0.2, x2: x * 0.8 };
    const yTop = (t: number) => 90 - t * 30;
    const yBottom = (t: number) => floorY - 230 + t * 60;
    const tx1 = win.x1 / x;
    const tx2 = win.x2 / x;
    parts.push(`<path d="M ${n(win.x1)} ${n(yTop(tx1))} L ${n(win.x2)} ${n(yTop(tx2))} L ${n(win.x2)} ${n(yBottom(tx2))} L ${n(win.x1)} ${n(yBottom(tx1))} Z" fill="url(#sky)" stroke="#f7f5f0" stroke-width="10"/>`);
    const mid = (win.x1 + win.x2) / 2;
    parts.push(`<line x1="${n(mid)}" y1="${n(yTop(mid / x))}" x2="${n(mid)}" y2="${n(yBottom(mid / x))}" stroke="#f7f5f0" stroke-width="7"/>`);
    parts.push(`<rect x="${x - 3}" y="0" width="6" height="${floorY}" fill="#000" opacity="0.12" filter="url(#soft)"/>`);
  }
  return parts.join('');
}

function defs(room: Room): string {
  const fromLeft = room.scene.light === 'left';
  return `<defs>
  <filter id="soft" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="8"/></filter>
  <filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="40"/></filter>
  <filter id="grain"><feTurbulence type="fractalNoise" baseFrequency="0.8" numOctaves="2" seed="${room.id}"/><feColorMatrix type="saturate" values="0"/></filter>
  <filter id="mottle"><feTurbulence type="fractalNoise" baseFrequency="0.012 0.05" numOctaves="3" seed="${room.id + 20}"/><feColorMatrix type="saturate" values="0"/></filter>
  <linearGradient id="wallShade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0.10"/><stop offset="0.35" stop-color="#000" stop-opacity="0"/>
    <stop offset="0.9" stop-color="#000" stop-opacity="0.02"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
  </linearGradient>
  <linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="0.35" stop-color="#000" stop-opacity="0.05"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/>
  </linearGradient>
  <linearGradient id="sheen" x1="${fromLeft ? 0 : 1}" y1="0" x2="${fromLeft ? 1 : 0}" y2="0">
    <stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/>
  </linearGradient>
  <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe0ec"/><stop offset="1" stop-color="#eef3f4"/></linearGradient>
  <radialGradient id="glow"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.55"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>
</defs>`;
}

/** The whole scene of one room as an SVG document. */
export function roomSvg(room: Room): string {
  const random = seeded(room.id);
  const ppi = pixelsPerInch(room);
  const ctx: Ctx = { room, f: ppi * 1.06, baseY: room.floorY + (room.scene.furniture === 'bed' ? 150 : 70), random };
  const cx = room.hang.x;
  const { scene } = room;
  const pieces: string[] = [walls(room), floor(room, random)];
  if (scene.rug) pieces.push(rug(room, scene.rug));
  const half = (furnitureWidth(room) / 2) * ctx.f;
  const beside = (side: 'left' | 'right', gap: number) => {
    const x = side === 'left' ? cx - half - gap * ctx.f : cx + half + gap * ctx.f;
    return Math.min(W - 40, Math.max(room.wall.x + 40, x));
  };
  if (scene.lamp) pieces.push(floorLamp({ ...ctx, baseY: ctx.baseY - 20 }, beside(scene.lamp, 16)));
  const furniture = {
    sofa: () => sofa(ctx, cx, scene.furnitureColour, false),
    'leather-sofa': () => sofa(ctx, cx, scene.furnitureColour, true),
    bench: () => bench(ctx, cx, scene.furnitureColour),
    sideboard: () => sideboard(ctx, cx, scene.furnitureColour),
    console: () => consoleTable(ctx, cx, scene.furnitureColour),
    armchair: () => armchair(ctx, cx - 12 * ctx.f, scene.furnitureColour),
    bed: () => bed(ctx, cx, scene.furnitureColour),
    dining: () => dining(ctx, cx, scene.furnitureColour),
  }[scene.furniture];
  pieces.push(furniture());
  if (scene.plant) pieces.push(plant({ ...ctx, baseY: ctx.baseY + 10 }, beside(scene.plant, 18)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(room)}${pieces.join('')}</svg>`;
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  for (const room of ROOMS) {
    const svg = Buffer.from(roomSvg(room));
    const file = path.join(OUT, path.basename(room.file));
    const thumb = path.join(OUT, path.basename(room.thumb));
    await sharp(svg).webp({ quality: 80, effort: 6 }).toFile(file);
    await sharp(svg).resize(THUMB_WIDTH).webp({ quality: 75 }).toFile(thumb);
    console.log(`${room.label}: ${path.relative(process.cwd(), file)} ${Math.round(statSync(file).size / 1024)} KB, wall ${room.wallWidthInches} in`);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
