import { useEffect, useState } from "react";
import { useTranslation } from "~/lib/translation";
import { useFetcher } from "react-router";
import { PHOTO_ACCEPT, PHOTO_FIELD, type AdminProduct } from "../../../backend/admin/catalogue-contract";
import { useHydrated } from "~/hooks/useHydrated";
import { imageUrl } from "~/lib/images";
import { AdminCard } from "./AdminCard";
import { useAdminMessage } from "./codes";
import { coded } from "~/lib/error-text";

/** What a photo form did (the product route's action answers it to the fetcher). */
export type PhotoDone = "added" | "moved" | "removed";

/**
 * The product's photos: thumbnails in gallery order with move up / down and remove, and the
 * upload form. Each is a form of its own (outside the product form: forms do not nest).
 * `error` and the fetchers' `photoError` are codes of the error catalogue (./codes.ts).
 */
export function ProductPhotos({ product, canWrite, maxMb, error, done }: { product: AdminProduct | null; canWrite: boolean; maxMb: number; error: string | null; done: string | null }) {
  const { t } = useTranslation("admin");
  const message = useAdminMessage();
  const hydrated = useHydrated();
  const upload = useFetcher<{ photoDone?: PhotoDone; photoError?: string }>({ key: "product-photo-upload" });
  const change = useFetcher<{ photoDone?: PhotoDone; photoError?: string }>({ key: "product-photo-change" });
  const [tooLarge, setTooLarge] = useState(false);
  const [fileKey, setFileKey] = useState(0);
  // the message shown is the last form's: the upload's or a move's / removal's
  const [active, setActive] = useState<"upload" | "change">("upload");
  const fetcher = active === "upload" ? upload : change;
  const latest = fetcher.state === "idle" ? fetcher.data : undefined;
  // an added photo empties the file field for the next one
  useEffect(() => {
    if (upload.state === "idle" && upload.data?.photoDone) setFileKey((k) => k + 1);
  }, [upload.state, upload.data]);
  const shownError = message(tooLarge ? coded("adminPhoto.tooLarge", { mb: maxMb }) : (latest?.photoError ?? (latest ? null : error)));
  const shownDone = latest?.photoDone ?? (latest || error ? null : done);
  const images = product?.images ?? [];
  const busy = upload.state !== "idle" || change.state !== "idle";
  const js = hydrated ? <input type="hidden" name="js" value="1" /> : null;
  const btn = "admin-btn px-2 py-1 text-xs whitespace-nowrap disabled:opacity-40";

  return (
    <AdminCard title={t("products.photos")}>
      <div id="photos" className="flex flex-col gap-3 scroll-mt-4" data-testid="product-photos-card">
        {!product ? (
          <p className="text-sm text-muted">{t("products.photo.saveFirst")}</p>
        ) : (
          <>
            <p className="text-sm text-muted">{t("products.photo.hint", { mb: maxMb })}</p>
            {shownError && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="photo-error">
                {shownError}
              </p>
            )}
            {shownDone && !shownError && (
              <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900" data-testid="photo-done">
                {t(`products.photo.done.${shownDone}`, { defaultValue: "" })}
              </p>
            )}
            {images.length === 0 ? (
              <p className="text-sm text-muted">{t("products.photo.empty")}</p>
            ) : (
              <ol className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" data-testid="product-photos">
                {images.map((img, i) => (
                  <li key={img.id} className="flex flex-col gap-1.5 rounded-md border border-line p-2" data-testid="product-photo" data-path={img.path}>
                    <img
                      src={imageUrl(img.path, 300)}
                      alt={t("products.photo.position", { n: i + 1, count: images.length })}
                      width={300}
                      height={400}
                      className="aspect-[3/4] w-full rounded bg-soft object-cover"
                      loading="lazy"
                    />
                    <span className="text-xs text-muted">
                      {i + 1}
                      {i === 0 ? ` · ${t("products.photo.card")}` : i === 1 ? ` · ${t("products.photo.hover")}` : ""}
                    </span>
                    {canWrite && (
                      <>
                        <change.Form method="post" className="flex flex-wrap gap-1.5" onSubmit={() => (setActive("change"), setTooLarge(false))}>
                          <input type="hidden" name="photoId" value={img.id} />
                          {js}
                          <button type="submit" name="intent" value="photo-up" className={btn} disabled={i === 0 || busy} aria-label={`${t("products.photo.up")}: ${i + 1}`}>
                            ↑ <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{t("products.photo.up")}</span>
                          </button>
                          <button type="submit" name="intent" value="photo-down" className={btn} disabled={i === images.length - 1 || busy} aria-label={`${t("products.photo.down")}: ${i + 1}`}>
                            ↓ <span className="sr-only sm:not-sr-only sm:whitespace-nowrap">{t("products.photo.down")}</span>
                          </button>
                        </change.Form>
                        <details className="text-xs">
                          <summary className="cursor-pointer text-red-700 hover:underline">{t("products.photo.remove")}</summary>
                          <change.Form method="post" className="mt-1 flex flex-col gap-1" onSubmit={() => (setActive("change"), setTooLarge(false))}>
                            <input type="hidden" name="photoId" value={img.id} />
                            {js}
                            <span>{t("products.photo.removeConfirm")}</span>
                            <button type="submit" name="intent" value="photo-remove" className="admin-btn-danger min-h-8 px-2 py-1 text-xs" disabled={busy} data-testid="photo-remove">
                              {t("products.photo.removeYes")}
                            </button>
                          </change.Form>
                        </details>
                      </>
                    )}
                  </li>
                ))}
              </ol>
            )}
            {canWrite && (
              <upload.Form
                method="post"
                encType="multipart/form-data"
                className="flex flex-wrap items-end gap-3"
                data-testid="photo-upload"
                onSubmit={(event) => {
                  setActive("upload");
                  // a file over the limit is refused here, before it is sent (the API refuses it too)
                  const file = (event.currentTarget.elements.namedItem(PHOTO_FIELD) as HTMLInputElement | null)?.files?.[0];
                  const over = Boolean(file && file.size > maxMb * 1024 * 1024);
                  setTooLarge(over);
                  if (over) event.preventDefault();
                }}
              >
                {js}
                <label className="flex w-full min-w-0 flex-col gap-1 text-sm font-medium sm:w-auto">
                  {t("products.photo.file")}
                  <input key={fileKey} type="file" name={PHOTO_FIELD} accept={PHOTO_ACCEPT} required className="admin-input w-full min-w-0 max-w-full text-sm sm:w-80" data-testid="photo-file" onChange={() => setTooLarge(false)} />
                </label>
                <button type="submit" name="intent" value="photo-upload" className="admin-btn-primary" disabled={busy} data-testid="photo-upload-button">
                  {upload.state !== "idle" ? t("products.photo.uploading") : t("products.photo.upload")}
                </button>
              </upload.Form>
            )}
            {canWrite && <p className="text-xs text-muted">{t("products.photo.separate")}</p>}
          </>
        )}
      </div>
    </AdminCard>
  );
}

