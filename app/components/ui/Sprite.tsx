/**
 * Icons repeated on a page (product card markers, rating stars) come from one inline sprite
 * (ADR 0022): the shop layout renders the <symbol>s once, each use is a small <svg><use>.
 * Symbols carry no fill or stroke, so a use takes them from its <svg> (`currentColor`, a
 * star colour).
 */
const STAR = "M10 1.5l2.6 5.4 5.9.8-4.3 4.1 1 5.9L10 14.9l-5.2 2.8 1-5.9L1.5 7.7l5.9-.8z";
/** Five 20-unit stars with the gap of 2 px between 14 px stars (2 / 0.7 units). */
const STAR_STEP = 20 + 2 / 0.7;
export const STARS_VIEWBOX = `0 0 ${(4 * STAR_STEP + 20).toFixed(2)} 20`;

export type SpriteIcon = "heart" | "compare" | "stars";

/** The WhatsApp mark (filled): the footer and the mobile bar's chat menu each show it. */
const WHATSAPP =
  "M12 2.75a9.2 9.2 0 0 0-7.9 13.9L3 21l4.5-1.1A9.2 9.2 0 1 0 12 2.75Zm0 16.7a7.5 7.5 0 0 1-3.9-1.1l-.3-.2-2.6.7.7-2.6-.2-.3A7.5 7.5 0 1 1 12 19.45Zm4.1-5.6c-.2-.1-1.3-.7-1.6-.7-.2-.1-.4-.1-.5.1l-.7.9c-.1.2-.3.2-.5.1a6.1 6.1 0 0 1-3-2.6c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.6.3 2.7 2.7 0 0 0-.9 2c0 1.2.9 2.4 1 2.5a9.3 9.3 0 0 0 3.6 3.2c1.3.6 1.9.6 2.5.5a2.2 2.2 0 0 0 1.5-1 1.8 1.8 0 0 0 .1-1c0-.2-.2-.3-.4-.4Z";

/**
 * The sprite, once per page (the shop layout). Besides the card icons it holds the chrome's
 * icons drawn twice on every page: WhatsApp (footer, mobile bar; only when a number is set),
 * the phone (footer, mobile bar) and the chat bubble (mobile bar, twice).
 */
export function IconSprite({ whatsapp = false }: { whatsapp?: boolean }) {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
      {whatsapp ? (
        <symbol id="i-wa" viewBox="0 0 24 24">
          <path d={WHATSAPP} />
        </symbol>
      ) : null}
      <symbol id="i-phone" viewBox="0 0 24 24">
        <path d="M6.6 3.75h2.6l1.3 4-1.9 1.3a11 11 0 0 0 5.35 5.35l1.3-1.9 4 1.3v2.6a2 2 0 0 1-2.15 2A16.25 16.25 0 0 1 4.6 5.9a2 2 0 0 1 2-2.15Z" />
      </symbol>
      <symbol id="i-chat" viewBox="0 0 24 24">
        <path d="M5 18.5V6.75A1.75 1.75 0 0 1 6.75 5h10.5A1.75 1.75 0 0 1 19 6.75v7.5A1.75 1.75 0 0 1 17.25 16H8.5z" />
        <path d="M9 9.5h6M9 12.5h3.5" />
      </symbol>
      <symbol id="i-heart" viewBox="0 0 24 24">
        <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.4 1.1 4.9 2.9 1.5-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z" />
      </symbol>
      <symbol id="i-compare" viewBox="0 0 24 24">
        <path d="M7 4v16M17 4v16M3 8h8M13 16h8M4 8l3-4 3 4M14 16l3 4 3-4" />
      </symbol>
      <symbol id="i-stars" viewBox={STARS_VIEWBOX}>
        {[0, 1, 2, 3, 4].map((i) => (
          <path key={i} d={STAR} transform={i ? `translate(${(i * STAR_STEP).toFixed(2)})` : undefined} />
        ))}
      </symbol>
    </svg>
  );
}

/**
 * One use of a sprite icon (the heart, filled when `filled`, or the compare arrows), drawn with
 * the stroke in `currentColor`: the product cards' markers and the product page's buttons.
 */
export function SpriteIcon({ icon, size, filled = false }: { icon: "heart" | "compare"; size: number; filled?: boolean }) {
  // stroke and fill come from .sicon / .sicon-fill (app.css), not five attributes per use
  return (
    <svg width={size} height={size} className={filled ? "sicon sicon-fill" : "sicon"} aria-hidden="true">
      <use href={`#i-${icon}`} />
    </svg>
  );
}

/**
 * One use of a chrome icon of the sprite: the phone and the chat bubble are stroked like the
 * other chrome icons (`.icon`), WhatsApp is filled with `currentColor` (as layout/icons.tsx
 * draws them inline).
 */
export function ChromeIcon({ icon, size, className }: { icon: "wa" | "phone" | "chat"; size: number; className?: string }) {
  if (icon === "wa") {
    return (
      <svg width={size} height={size} fill="currentColor" aria-hidden="true" className={className}>
        <use href="#i-wa" />
      </svg>
    );
  }
  return (
    <svg width={size} height={size} className={className ? `icon ${className}` : "icon"} aria-hidden="true">
      <use href={`#i-${icon}`} />
    </svg>
  );
}
