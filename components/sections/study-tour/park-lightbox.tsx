import { Expand } from "lucide-react";

import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { ResilientImage } from "@/components/ui/resilient-image";
import type { ImageSource } from "@/lib/images";
import { cx } from "@/lib/utils";

type ParkLightboxProps = {
  name: string;
  caption: string;
  alt: string;
  photo: ImageSource;
  width: number;
  height: number;
};

/**
 * A park card's image as a button that opens it full screen (SPEC §4 lightbox). The modal dialog
 * moves focus in and traps it, closes on Escape, the close button or a click on the backdrop,
 * returns focus to the image and locks the page scroll.
 */
export function ParkLightbox({ name, caption, alt, photo, width, height }: ParkLightboxProps) {
  return (
    <Dialog>
      <DialogTrigger
        aria-label={`View larger image of ${name}`}
        className={cx(
          "group relative block w-full overflow-hidden rounded-t-card bg-surface-muted",
          "focus-visible:outline-offset-[-3px]",
        )}
      >
        <ResilientImage
          src={photo.src}
          webp={photo.webp}
          alt={alt}
          width={width}
          height={height}
          className="aspect-[40/26] w-full object-cover motion-safe:transition-transform motion-safe:duration-300 motion-safe:group-hover:scale-105"
        />
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 inline-flex items-center gap-1.5 rounded-full bg-brand-950/80 px-3 py-1.5 text-xs font-semibold text-white"
        >
          <Expand aria-hidden="true" className="size-3.5" />
          View larger
        </span>
      </DialogTrigger>
      <DialogContent closeLabel="Close image" tone="dark" width="5xl" className="p-3 sm:p-4">
        <ResilientImage
          src={photo.src}
          webp={photo.webp}
          alt={alt}
          width={width}
          height={height}
          className="w-full rounded-xl"
        />
        <div className="px-1 pt-3 pr-12">
          <DialogTitle size="caption">{name}</DialogTitle>
          <DialogDescription>{caption}</DialogDescription>
        </div>
      </DialogContent>
    </Dialog>
  );
}
