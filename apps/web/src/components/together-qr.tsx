import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/** A QR code of `text` as SVG squares (no HTML strings: the link is data, drawn as rectangles). */
export function TogetherQr({ text, label }: { text: string; label: string }) {
  const cells = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(text);
    qr.make();
    const size = qr.getModuleCount();
    const dark: string[] = [];
    for (let row = 0; row < size; row++)
      for (let col = 0; col < size; col++)
        if (qr.isDark(row, col)) dark.push(`M${col + 2} ${row + 2}h1v1h-1z`);
    return { size: size + 4, path: dark.join('') };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      data-testid="together-qr"
      viewBox={`0 0 ${cells.size} ${cells.size}`}
      className="size-44 rounded-lg bg-white"
      shapeRendering="crispEdges"
    >
      <path d={cells.path} fill="#111" />
    </svg>
  );
}
