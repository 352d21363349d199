import type { ComponentProps } from "react";

/** The association's mark: a park tree over a marigold horizon, in a green roundel. */
export function LogoMark(props: ComponentProps<"svg">) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false" {...props}>
      <circle cx="24" cy="24" r="24" fill="var(--color-brand-700)" />
      <path d="M10 33v-7h3v-3h3v10zM33 33V21h3v-3h2.5v15z" fill="var(--color-brand-500)" />
      <path
        d="M24 9.5c-4.6 0-8.3 3.5-8.3 7.9l.1 1.2a6.3 6.3 0 0 0 2.4 12.1h11.6a6.3 6.3 0 0 0 2.4-12.1l.1-1.2c0-4.4-3.7-7.9-8.3-7.9Z"
        fill="#fff"
      />
      <path d="M22.6 24.5h2.8V37h-2.8z" fill="#fff" />
      <path
        d="M24 30.5v-5.5m0 2.6-3.2-3m3.2 1.4 3.2-3.2"
        stroke="var(--color-brand-700)"
        strokeWidth="1.6"
        strokeLinecap="round"
        fill="none"
      />
      <path
        d="M6.5 37.5c5.4-2.9 11.3-4.4 17.5-4.4s12.1 1.5 17.5 4.4"
        stroke="var(--color-accent-400)"
        strokeWidth="3"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
