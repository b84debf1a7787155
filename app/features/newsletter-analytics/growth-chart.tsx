import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import type { NewsletterAnalytics } from "#contracts/newsletter-analytics.ts";
import { formatCount, shortDay } from "./analytics-format.ts";

// Recharts, loaded on its own after the numbers (list-growth.tsx lazy-loads this module): the chart is the
// heaviest part of the tab, and the day table under it says the same in words.

export default function GrowthChart({ growth }: { growth: NewsletterAnalytics["growth"] }) {
  return (
    <ResponsiveContainer width="100%" height={256}>
      <LineChart data={growth} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
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
          tickFormatter={(value: number) => formatCount(value)}
          tick={{ fontSize: 12, fill: "#475569" }}
          width={40}
          tickLine={false}
          axisLine={false}
        />
        <Tooltip
          labelFormatter={(label) => shortDay(String(label))}
          formatter={(value, name) => [formatCount(Number(value)), name]}
        />
        {/* The lines' own order (sign-ups, confirmations, departures), not alphabetical. */}
        <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
        <Line
          type="monotone"
          dataKey="subscribed"
          name="Subscribed"
          stroke="#4f46e5"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="confirmed"
          name="Confirmed"
          stroke="#0f766e"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
        <Line
          type="monotone"
          dataKey="unsubscribed"
          name="Unsubscribed"
          stroke="#b91c1c"
          strokeDasharray="4 4"
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </LineChart>
    </ResponsiveContainer>
  );
}
