"use client";

import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from "recharts";
import type { WarrantyChartBar } from "@/lib/dashboard/chart";
import styles from "./dashboard.module.css";

// Each part has its own hatching as well as its colour, and its label and number are written on it.
const patterns: Record<WarrantyChartBar["group"], { color: string; path: string }> = {
  actions_required: { color: "#b45309", path: "M0,8 L8,0" },
  in_progress: { color: "#1d4ed8", path: "M4,0 L4,8" },
  closed: { color: "#4b5563", path: "M0,4 L8,4" },
};

/**
 * The claims of the company by group, as horizontal bars. The figures are read from the list beside
 * it (the text alternative), so the drawing itself is hidden from assistive technologies.
 */
export function WarrantyChart({ bars }: { bars: WarrantyChartBar[] }) {
  // Without its keyboard layer: the figures are read and reached through the list, not the drawing.
  return (
    <div className={styles.chart} aria-hidden="true">
      <ResponsiveContainer width="100%" height={bars.length * 56 + 16}>
        <BarChart
          accessibilityLayer={false}
          data={bars}
          layout="vertical"
          margin={{ top: 8, right: 48, bottom: 8, left: 8 }}
          barCategoryGap={10}
        >
          <defs>
            {bars.map((bar) => (
              <pattern key={bar.group} id={`warranty-${bar.group}`} width="8" height="8" patternUnits="userSpaceOnUse">
                <rect width="8" height="8" fill={patterns[bar.group].color} />
                <path d={patterns[bar.group].path} stroke="#ffffff" strokeWidth="2" strokeOpacity="0.55" />
              </pattern>
            ))}
          </defs>
          <XAxis type="number" hide allowDecimals={false} domain={[0, (max: number) => Math.max(1, max)]} />
          <YAxis type="category" dataKey="label" width={132} tickLine={false} axisLine={false} tick={{ fill: "#1f2937", fontSize: 13 }} />
          <Bar dataKey="count" isAnimationActive={false} radius={[0, 4, 4, 0]} minPointSize={3}>
            {bars.map((bar) => (
              <Cell key={bar.group} fill={`url(#warranty-${bar.group})`} stroke={patterns[bar.group].color} />
            ))}
            <LabelList dataKey="count" position="right" fill="#111827" fontSize={14} fontWeight={700} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
