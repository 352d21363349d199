import type { ComponentProps } from "react";

export function XIcon(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" {...props}>
      <path d="M17.8 2.5h3.3l-7.2 8.2 8.4 10.8h-6.6l-5.2-6.7-5.9 6.7H1.3l7.7-8.8L1 2.5h6.8l4.7 6.1 5.3-6.1Zm-1.2 17.1h1.8L7.4 4.3H5.4l11.2 15.3Z" />
    </svg>
  );
}
