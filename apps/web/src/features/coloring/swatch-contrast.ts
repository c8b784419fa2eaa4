/** Black numbers on light swatches, white on dark ones (relative luminance of #rrggbb). */
export const isDark = (hex: string): boolean => {
  const n = Number.parseInt(hex.slice(1), 16);
  const luminance = 0.2126 * ((n >> 16) & 255) + 0.7152 * ((n >> 8) & 255) + 0.0722 * (n & 255);
  return luminance < 140;
};
