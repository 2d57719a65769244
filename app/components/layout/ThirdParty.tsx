/** Starts the tag manager and the pixel after the page has loaded, when configured. */
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { afterLoad, loadPixel, loadTagManager, trackPageView } from "./analytics";

export function ThirdParty({ gtmId, pixelId }: { gtmId: string | null; pixelId: string | null }) {
  const location = useLocation();
  const first = useRef(true);

  useEffect(() => {
    if (!gtmId && !pixelId) return;
    return afterLoad(() => {
      if (gtmId) loadTagManager(gtmId);
      if (pixelId) loadPixel(pixelId);
    });
  }, [gtmId, pixelId]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (gtmId || pixelId) trackPageView(location.pathname + location.search);
  }, [location.pathname, location.search, gtmId, pixelId]);

  return null;
}
