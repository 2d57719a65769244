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

export function IconSprite() {
  return (
    <svg width="0" height="0" className="absolute" aria-hidden="true" focusable="false">
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
