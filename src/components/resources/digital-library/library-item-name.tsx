import { SmartLink } from "@/src/components/ui/smart-link";
import type { LibraryItem } from "@/src/data/digital-library";

type LibraryItemNameProps = { item: Pick<LibraryItem, "title" | "href" | "sample"> };

/**
 * A library item's title, as a link to the item's own page when it has one. A sample item never
 * links: it is invented, and the content check refuses an address on it (content/schemas/library-item.ts).
 */
export function LibraryItemName({ item }: LibraryItemNameProps) {
  const href = item.sample === true ? undefined : item.href;
  if (!href) return item.title;
  return (
    <SmartLink href={href} className="underline-offset-4 hover:underline">
      {item.title}
    </SmartLink>
  );
}
