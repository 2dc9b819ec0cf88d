import "./Illustration.css";

export type IllustrationName = "empty" | "notFound" | "error" | "locked" | "phone" | "browser";

/**
 * Small line drawings for empty and error states, in the theme's calm colours. Plain SVG
 * without MUI: the sign-in page's lockout view shows one before MUI has loaded.
 */
export function Illustration({ name, size = 140 }: { name: IllustrationName; size?: number }) {
  return (
    <svg className="illustration" viewBox="0 0 140 140" width={size} height={size} aria-hidden>
      <circle cx="70" cy="70" r="64" fill="#e3efee" />
      <g fill="none" stroke="#0f6e6a" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round">
        {name === "empty" && (
          <>
            <rect x="38" y="42" width="64" height="58" rx="8" fill="#fff" />
            <path d="M38 58h64M54 34v14M86 34v14M56 76h28M56 88h16" />
          </>
        )}
        {name === "notFound" && (
          <>
            <circle cx="64" cy="64" r="22" fill="#fff" />
            <path d="M80 80l20 20M56 58l16 12M72 58L56 70" />
          </>
        )}
        {name === "error" && (
          <>
            <path d="M70 34l38 66H32z" fill="#fff" />
            <path d="M70 60v18M70 88v1" stroke="#e74c3c" />
          </>
        )}
        {name === "locked" && (
          <>
            <rect x="44" y="64" width="52" height="40" rx="8" fill="#fff" />
            <path d="M54 64V52a16 16 0 0132 0v12M70 80v8" />
          </>
        )}
        {name === "phone" && (
          <>
            <rect x="50" y="30" width="40" height="80" rx="8" fill="#fff" />
            <path d="M64 100h12M60 50h20M60 62h20M60 74h12" />
          </>
        )}
        {name === "browser" && (
          <>
            <rect x="30" y="40" width="80" height="60" rx="8" fill="#fff" />
            <path d="M30 54h80M40 47h1M48 47h1M56 47h1M58 72l24 16M82 72L58 88" />
          </>
        )}
      </g>
    </svg>
  );
}
