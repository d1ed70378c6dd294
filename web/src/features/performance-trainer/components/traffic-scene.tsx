// A traffic scene drawn from simple parts: a road, and in fixed places the parts of the scene.
import type { ScenePart } from '@common/domain/performance-trainer';

/** Where each part stands, so parts never cover one another. */
const PLACES: Record<ScenePart, { x: number; y: number }> = {
  car: { x: 70, y: 132 },
  truck: { x: 250, y: 112 },
  bus: { x: 440, y: 132 },
  bicycle: { x: 520, y: 190 },
  pedestrian: { x: 170, y: 42 },
  'traffic-light': { x: 360, y: 20 },
  'stop-sign': { x: 40, y: 30 },
  'give-way-sign': { x: 520, y: 30 },
};

function Part({ part }: { part: ScenePart }) {
  switch (part) {
    case 'car':
      return (
        <g>
          <rect x="0" y="14" width="90" height="26" rx="6" fill="#4338ca" />
          <path d="M16 14 L28 0 H62 L76 14 Z" fill="#6366f1" />
          <circle cx="20" cy="42" r="9" fill="#0f172a" />
          <circle cx="70" cy="42" r="9" fill="#0f172a" />
        </g>
      );
    case 'truck':
      return (
        <g>
          <rect x="0" y="0" width="100" height="52" fill="#64748b" />
          <rect x="100" y="18" width="40" height="34" rx="4" fill="#b91c1c" />
          <rect x="112" y="24" width="20" height="12" fill="#e2e8f0" />
          <circle cx="22" cy="58" r="10" fill="#0f172a" />
          <circle cx="118" cy="58" r="10" fill="#0f172a" />
        </g>
      );
    case 'bus':
      return (
        <g>
          <rect x="0" y="0" width="120" height="44" rx="6" fill="#ca8a04" />
          {[8, 36, 64, 92].map((x) => (
            <rect key={x} x={x} y="8" width="20" height="14" fill="#e2e8f0" />
          ))}
          <circle cx="24" cy="46" r="9" fill="#0f172a" />
          <circle cx="96" cy="46" r="9" fill="#0f172a" />
        </g>
      );
    case 'bicycle':
      return (
        <g fill="none" stroke="#0f172a" strokeWidth="4">
          <circle cx="14" cy="30" r="14" />
          <circle cx="66" cy="30" r="14" />
          <path d="M14 30 L32 6 H54 L66 30 M32 6 L40 30 L54 6 M28 0 H38" />
        </g>
      );
    case 'pedestrian':
      return (
        <g stroke="#0f172a" strokeWidth="5" strokeLinecap="round" fill="none">
          <circle cx="20" cy="8" r="8" fill="#0f172a" />
          <path d="M20 18 V46 M20 26 L6 38 M20 26 L34 36 M20 46 L8 66 M20 46 L32 66" />
        </g>
      );
    case 'traffic-light':
      return (
        <g>
          <rect x="16" y="70" width="6" height="40" fill="#334155" />
          <rect x="0" y="0" width="38" height="74" rx="6" fill="#1e293b" />
          <circle cx="19" cy="14" r="9" fill="#dc2626" />
          <circle cx="19" cy="37" r="9" fill="#475569" />
          <circle cx="19" cy="60" r="9" fill="#475569" />
        </g>
      );
    case 'stop-sign':
      return (
        <g>
          <rect x="26" y="56" width="6" height="50" fill="#334155" />
          <polygon points="18,0 40,0 58,18 58,40 40,58 18,58 0,40 0,18" fill="#b91c1c" stroke="#fff" strokeWidth="3" />
          <text x="29" y="35" textAnchor="middle" fontSize="15" fontWeight="700" fill="#fff" fontFamily="sans-serif">
            STOP
          </text>
        </g>
      );
    case 'give-way-sign':
      return (
        <g>
          <rect x="27" y="40" width="6" height="66" fill="#334155" />
          <polygon points="0,0 60,0 30,52" fill="#fff" stroke="#b91c1c" strokeWidth="7" strokeLinejoin="round" />
        </g>
      );
  }
}

export function TrafficScene({ parts, label }: { parts: readonly ScenePart[]; label: string }) {
  return (
    <svg viewBox="0 0 640 260" className="h-auto w-full max-w-2xl rounded-xl border border-slate-300" role="img" aria-label={label}>
      <rect width="640" height="260" fill="#dcfce7" />
      <rect y="120" width="640" height="100" fill="#94a3b8" />
      <path d="M0 170 H640" stroke="#f8fafc" strokeWidth="4" strokeDasharray="28 20" />
      {parts.map((part) => (
        <g key={part} transform={`translate(${PLACES[part].x} ${PLACES[part].y})`} data-part={part}>
          <Part part={part} />
        </g>
      ))}
    </svg>
  );
}
