import { useMemo } from 'react';
import { encode } from 'uqr';

type QrCodeProps = {
  /** The text the code holds. */
  value: string;
  className?: string;
};

/**
 * A QR code as one SVG path of its dark modules, with the four-module quiet zone scanners need.
 * Error correction level M survives a fold or a smudge on paper. The code is named by what it
 * opens, so a screen reader hears the address rather than a picture.
 */
export function QrCode({ value, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const { data, size } = encode(value, { ecc: 'M', border: 4 });
    let path = '';
    data.forEach((row, y) =>
      row.forEach((dark, x) => {
        if (dark) path += `M${x} ${y}h1v1h-1z`;
      }),
    );
    return { size, path };
  }, [value]);

  return (
    <svg
      role="img"
      aria-label={`QR code: ${value}`}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
