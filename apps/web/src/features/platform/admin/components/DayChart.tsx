import { useEffect, useRef } from 'react';
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartConfiguration,
} from 'chart.js';
import type { DayFigure } from '@xcb/shared/actions/admin';
import { A } from '../../../../locale/admin.ts';
import styles from './DayChart.module.css';

// Only the pieces these charts draw are registered (chart.js tree-shakes the rest away); the module is
// part of the dashboard's chunk, so none of it reaches the site's first load.
Chart.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Filler);

export interface DaySeries {
  label: string;
  /** one value per day, in the order of `days` */
  values: number[];
  color: string;
  type: 'bar' | 'line';
  /** a second scale on the right (amounts beside counts) */
  right?: boolean;
  /** the tooltip's text of a value */
  format?: (v: number) => string;
}

/** A figure per day over the last 30 days: bars and lines over the days (MM-DD), resizing with its box. */
export function DayChart({ days, series, testId }: { days: DayFigure[]; series: DaySeries[]; testId?: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const config: ChartConfiguration<'bar' | 'line', number[], string> = {
      type: 'bar',
      data: {
        labels: days.map((d) => d.day.slice(5)),
        datasets: series.map((s) => ({
          type: s.type,
          label: s.label,
          data: s.values,
          backgroundColor: s.type === 'bar' ? `${s.color}cc` : `${s.color}22`,
          borderColor: s.color,
          borderWidth: s.type === 'line' ? 2 : 0,
          borderRadius: 3,
          pointRadius: 0,
          pointHoverRadius: 4,
          tension: 0.3,
          fill: s.type === 'line',
          yAxisID: s.right ? 'y1' : 'y',
          order: s.type === 'line' ? 0 : 1,
        })),
      },
      options: {
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => days[items[0]?.dataIndex ?? 0]?.day ?? '',
              label: (item) => {
                const s = series[item.datasetIndex];
                const v = Number(item.raw);
                return A.dashboard.tooltip(s?.label ?? '', s?.format ? s.format(v) : v);
              },
            },
          },
        },
        scales: {
          x: { grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          y: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: '#f0f0f0' } },
          ...(series.some((s) => s.right) ? { y1: { beginAtZero: true, position: 'right' as const, grid: { display: false } } } : {}),
        },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [days, series]);
  return (
    <div className={styles.box} data-testid={testId}>
      <canvas ref={canvas} role="img" aria-label={A.dashboard.chartLabel(series.map((s) => s.label))} />
    </div>
  );
}
