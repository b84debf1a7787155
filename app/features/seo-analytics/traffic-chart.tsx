import {
  Area,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { AnalyticsOverview } from "#contracts/seo-analytics.ts";
import { count, shortDay } from "./analytics-format.tsx";

// Recharts, loaded on its own after the numbers (analytics-screen.tsx lazy-loads this module): the chart is the
// heaviest part of the page and the tables beside it say the same in words.

type Props = { days: AnalyticsOverview["days"]; compare: boolean };

export default function TrafficChart({ days, compare }: Props) {
  const data = days.map((day) => ({
    day: day.day,
    views: day.views,
    visitors: day.visitors,
    previous: day.previous.views,
  }));
  return (
    <ResponsiveContainer width="100%" height={288}>
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" vertical={false} />
        <XAxis
          dataKey="day"
          tickFormatter={shortDay}
          tick={{ fontSize: 12, fill: "#475569" }}
          minTickGap={24}
          tickLine={false}
        />
        <YAxis
          allowDecimals={false}
          tickFormatter={(value: number) => count.format(value)}
          tick={{ fontSize: 12, fill: "#475569" }}
          width={48}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          labelFormatter={(label) => shortDay(String(label))}
          formatter={(value, name) => [count.format(Number(value)), name]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        <Area
          type="monotone"
          dataKey="views"
          name="Views"
          stroke="#4f46e5"
          fill="#e0e7ff"
          strokeWidth={2}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="visitors"
          name="Visitors"
          stroke="#0f766e"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        {compare ? (
          <Line
            type="monotone"
            dataKey="previous"
            name="Views, period before"
            stroke="#94a3b8"
            strokeDasharray="4 4"
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        ) : null}
      </ComposedChart>
    </ResponsiveContainer>
  );
}
