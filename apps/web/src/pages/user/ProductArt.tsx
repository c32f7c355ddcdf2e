/** Product pictures drawn here as SVG: the back office, a shop screen, the applet. */

export function ConsoleArt() {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-hidden="true" className="sc-art">
      <rect x="0" y="0" width="320" height="200" rx="10" fill="#fff" />
      <rect x="0" y="0" width="320" height="22" rx="10" fill="#e8edf5" />
      <circle cx="14" cy="11" r="4" fill="#ff6b6b" />
      <circle cx="27" cy="11" r="4" fill="#ffc857" />
      <circle cx="40" cy="11" r="4" fill="#4cd97b" />
      <rect x="0" y="22" width="62" height="178" fill="#001529" />
      {[40, 58, 76, 94, 112].map((y) => (
        <rect
          key={y}
          x="10"
          y={y}
          width={y === 58 ? 42 : 36}
          height="7"
          rx="3"
          fill={y === 58 ? '#1890ff' : '#3b4d63'}
        />
      ))}
      <rect x="74" y="32" width="70" height="40" rx="6" fill="#e6f4ff" />
      <rect x="152" y="32" width="70" height="40" rx="6" fill="#f6ffed" />
      <rect x="230" y="32" width="78" height="40" rx="6" fill="#fff7e6" />
      <rect x="82" y="42" width="30" height="6" rx="3" fill="#69b1ff" />
      <rect x="82" y="54" width="46" height="10" rx="3" fill="#1677ff" />
      <rect x="160" y="42" width="30" height="6" rx="3" fill="#95de64" />
      <rect x="160" y="54" width="46" height="10" rx="3" fill="#52c41a" />
      <rect x="238" y="42" width="30" height="6" rx="3" fill="#ffd591" />
      <rect x="238" y="54" width="50" height="10" rx="3" fill="#fa8c16" />
      <rect x="74" y="82" width="234" height="106" rx="6" fill="#f5f7fa" />
      {[0, 1, 2, 3, 4, 5, 6].map((i) => {
        const h = [40, 58, 34, 70, 52, 80, 64][i];
        return (
          <rect
            key={i}
            x={90 + i * 30}
            y={176 - h}
            width="16"
            height={h}
            rx="3"
            fill={i === 5 ? '#1890ff' : '#91caff'}
          />
        );
      })}
    </svg>
  );
}

export function ScreenArt() {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-hidden="true" className="sc-art">
      <rect x="20" y="8" width="280" height="160" rx="8" fill="#0b1c33" />
      <rect x="28" y="16" width="264" height="144" rx="4" fill="url(#sc-screen)" />
      <defs>
        <linearGradient id="sc-screen" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#3a7bd5" />
          <stop offset="1" stopColor="#7f53ac" />
        </linearGradient>
      </defs>
      <circle cx="92" cy="70" r="26" fill="#ffffff" opacity="0.25" />
      <path d="M28 140 L110 84 L160 120 L210 92 L292 140 L292 160 L28 160 Z" fill="#ffffff" opacity="0.3" />
      <rect x="180" y="40" width="90" height="10" rx="5" fill="#fff" opacity="0.85" />
      <rect x="180" y="58" width="64" height="8" rx="4" fill="#fff" opacity="0.6" />
      <rect x="180" y="74" width="50" height="18" rx="9" fill="#ffc857" />
      <rect x="148" y="168" width="24" height="14" fill="#23354f" />
      <rect x="110" y="182" width="100" height="8" rx="4" fill="#23354f" />
      <rect x="248" y="138" width="36" height="16" rx="4" fill="#0b1c33" opacity="0.7" />
      <text x="266" y="150" fontSize="10" fill="#fff" textAnchor="middle" fontFamily="monospace">
        2026
      </text>
    </svg>
  );
}

export function AppletArt() {
  return (
    <svg viewBox="0 0 320 200" role="img" aria-hidden="true" className="sc-art">
      <rect x="110" y="4" width="100" height="192" rx="16" fill="#1f2937" />
      <rect x="116" y="16" width="88" height="168" rx="8" fill="#fff" />
      <rect x="144" y="8" width="32" height="4" rx="2" fill="#4b5563" />
      <rect x="122" y="24" width="76" height="50" rx="6" fill="#ffe7ba" />
      <circle cx="140" cy="44" r="8" fill="#fa8c16" />
      {[84, 118, 152].map((y) => (
        <g key={y}>
          <rect x="122" y={y} width="36" height="28" rx="4" fill="#d6e4ff" />
          <rect x="162" y={y} width="36" height="28" rx="4" fill="#d9f7be" />
        </g>
      ))}
      <rect x="30" y="60" width="64" height="64" rx="10" fill="#e6f4ff" />
      <rect x="40" y="70" width="44" height="44" rx="4" fill="#1890ff" opacity="0.8" />
      <rect x="226" y="70" width="68" height="26" rx="13" fill="#f6ffed" />
      <rect x="226" y="104" width="52" height="26" rx="13" fill="#fff1f0" />
    </svg>
  );
}
