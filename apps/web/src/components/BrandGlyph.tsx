/**
 * The product's glyph (a calendar with a care cross) as plain SVG: MUI pages wrap it in BrandMark,
 * and the signed-out frame, which loads before MUI, shows it as it is.
 */
export function BrandGlyph({ size, className }: { size: number; className?: string }) {
  return (
    <svg className={className} viewBox="0 0 64 64" width={size} height={size} aria-hidden>
      <rect width="64" height="64" rx="14" fill="#0f6e6a" />
      <rect x="14" y="18" width="36" height="32" rx="5" fill="none" stroke="#fff" strokeWidth="4" />
      <path
        d="M14 28h36M24 12v10M40 12v10M32 33v12M26 39h12"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
      />
    </svg>
  );
}
