import type { ComponentProps } from "react";

export function LinkedInIcon(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor" {...props}>
      <path d="M4.5 2.5A2.5 2.5 0 0 0 2 5v14a2.5 2.5 0 0 0 2.5 2.5h15A2.5 2.5 0 0 0 22 19V5a2.5 2.5 0 0 0-2.5-2.5h-15Zm2.6 4a1.6 1.6 0 1 1 0 3.2 1.6 1.6 0 0 1 0-3.2ZM5.7 10.5h2.8V18H5.7v-7.5Zm4.6 0H13v1.1c.4-.7 1.4-1.3 2.8-1.3 2.4 0 3 1.5 3 3.6V18H16v-3.6c0-1-.2-1.9-1.4-1.9-1.2 0-1.6.8-1.6 1.9V18h-2.7v-7.5Z" />
    </svg>
  );
}
