import { useMemo } from 'react';
import { encode } from 'uqr';

/** A real QR code of `value` (uqr), drawn as one SVG path with its quiet zone. */
export function QrCode({ value, size = 176, label }: { value: string; size?: number; label: string }) {
  const { path, n } = useMemo(() => {
    const { data } = encode(value, { border: 4 });
    let d = '';
    data.forEach((row, y) =>
      row.forEach((on, x) => {
        if (on) d += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { path: d, n: data.length };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${n} ${n}`}
      shapeRendering="crispEdges"
      data-testid="store-qr"
    >
      <rect width={n} height={n} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
