import type { AdminOverview } from '@vernissage/core/schemas';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { palette, statusTones } from '../../../config/theme.ts';

type Days = AdminOverview['ratingsPerDay'];

const HEIGHT = 220;
const dayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const asTime = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;
/** A browser without a 2D canvas (or with it blocked) gets the table beside the chart only. */
const canDraw = () => document.createElement('canvas').getContext('2d') !== null;

function options(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    // The dates are calendar days already counted in the product's time zone: draw them as they are.
    tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
    legend: { show: true },
    cursor: { drag: { x: false, y: false } },
    scales: { x: { time: true }, y: { range: (_plot, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
    axes: [
      { stroke: palette.muted, grid: { show: false }, values: (_plot, ticks) => ticks.map((tick) => dayLabel.format(new Date(tick * 1000))) },
      { stroke: palette.muted, grid: { stroke: '#ece8e1' }, size: 44 },
    ],
    series: [
      { label: 'Day', value: (_plot, ts) => (ts == null ? '' : dayLabel.format(new Date(ts * 1000))) },
      { label: 'Likes', stroke: statusTones.positive.text, fill: 'rgba(31, 92, 18, 0.08)', width: 2, points: { size: 5 } },
      { label: 'Dislikes', stroke: palette.accent, width: 2, dash: [6, 4], points: { size: 5 } },
    ],
  };
}

/**
 * Likes and dislikes per day over the last 30 days, drawn by uPlot (loaded with the admin's home
 * only). The table beside it in the page carries the same figures for screen readers.
 */
export function RatingsChart({ days }: { days: Days }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !canDraw()) return undefined;
    const data: uPlot.AlignedData = [days.map((day) => asTime(day.day)), days.map((day) => day.likes), days.map((day) => day.dislikes)];
    const plot = new uPlot(options(Math.max(280, element.clientWidth)), data, element);
    const resize = new ResizeObserver(() => plot.setSize({ width: Math.max(280, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      plot.destroy();
    };
  }, [days]);
  return <div ref={box} className="admin-home__chart" aria-hidden="true" />;
}
