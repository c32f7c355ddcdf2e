const HEIGHT = 140;

interface Props {
  days: string[];
  values: number[];
  color: string;
  label: string;
  format?: (value: number) => string;
}

/** One bar per day as plain SVG; each bar's tooltip names its day and value. */
export function DailyBars({ days, values, color, label, format = String }: Props) {
  const max = Math.max(1, ...values);
  const slot = 12;
  const width = days.length * slot;
  const labelEvery = Math.ceil(days.length / 7);
  return (
    <svg
      viewBox={`0 0 ${width} ${HEIGHT + 20}`}
      role="img"
      aria-label={label}
      className="sc-daily-bars"
      preserveAspectRatio="none"
    >
      <line x1="0" x2={width} y1={HEIGHT} y2={HEIGHT} stroke="#f0f0f0" />
      {values.map((value, index) => {
        const height = (Math.max(0, value) / max) * (HEIGHT - 8);
        return (
          <rect
            key={days[index]}
            x={index * slot + 2}
            y={HEIGHT - height}
            width={slot - 4}
            height={height}
            rx="2"
            fill={color}
          >
            <title>{`${days[index]}: ${format(value)}`}</title>
          </rect>
        );
      })}
      {days.map((day, index) =>
        index % labelEvery === 0 ? (
          <text
            key={day}
            x={index * slot + slot / 2}
            y={HEIGHT + 14}
            textAnchor="middle"
            fontSize="7"
            fill="rgba(0,0,0,0.55)"
          >
            {day.slice(5)}
          </text>
        ) : null,
      )}
    </svg>
  );
}
