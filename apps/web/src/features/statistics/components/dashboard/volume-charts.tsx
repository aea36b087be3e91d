import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardData } from '@vanbid/contract';
import { formatUsd, friendlyBucket, toCents } from '@vanbid/domain';
import { ChartCard } from './chart-card';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const money = (value: number | null) => (value === null ? '' : formatUsd(toCents(value)));
const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12} ${hour < 12 ? 'AM' : 'PM'}`;

/** Volume and spend over time (by day or hour), and by hour of day and weekday. */
export function VolumeCharts({ data, noun }: { data: DashboardData; noun: string }) {
  const buckets = data.series.map((point) => point.bucket);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      <ChartCard title={`${noun[0]!.toUpperCase()}${noun.slice(1)} over time`}>
        <BarChart
          height={260}
          xAxis={[{ scaleType: 'band', data: buckets, valueFormatter: friendlyBucket }]}
          series={[{ data: data.series.map((point) => point.count), label: noun }]}
          hideLegend
          skipAnimation
        />
      </ChartCard>
      <ChartCard title="Spend over time">
        <LineChart
          height={260}
          xAxis={[{ scaleType: 'point', data: buckets, valueFormatter: friendlyBucket }]}
          yAxis={[{ valueFormatter: (value: number) => `$${value}`, width: 60 }]}
          series={[
            {
              data: data.series.map((point) => point.spend),
              label: 'Spend',
              valueFormatter: money,
              showMark: false,
              curve: 'linear',
            },
          ]}
          hideLegend
          skipAnimation
        />
      </ChartCard>
      <ChartCard title="By hour of day">
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: data.by_hour.map((entry) => hourLabel(entry.hour)) }]}
          series={[{ data: data.by_hour.map((entry) => entry.count), label: noun }]}
          hideLegend
          skipAnimation
        />
      </ChartCard>
      <ChartCard title="By weekday">
        <BarChart
          height={240}
          xAxis={[{ scaleType: 'band', data: data.by_weekday.map((entry) => WEEKDAYS[entry.weekday - 1]!) }]}
          series={[{ data: data.by_weekday.map((entry) => entry.count), label: noun }]}
          hideLegend
          skipAnimation
        />
      </ChartCard>
    </Box>
  );
}
