import { cva, type VariantProps } from "class-variance-authority";
import type { ComponentProps } from "react";

import { cx } from "@/lib/utils";

import { SmartLink, type SmartLinkProps } from "./smart-link";

export const buttonStyles = cva(
  [
    "inline-flex items-center justify-center gap-2 rounded-full font-semibold",
    "transition-colors duration-150 select-none",
    "disabled:pointer-events-none disabled:opacity-60 aria-disabled:pointer-events-none aria-disabled:opacity-60",
    "[&_svg]:size-4 [&_svg]:shrink-0",
  ],
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        accent: "bg-accent-400 text-brand-950 hover:bg-accent-300",
        outline: "border border-brand-700 bg-surface text-brand-800 hover:bg-brand-50",
        ghost: "text-brand-800 hover:bg-brand-50",
        light: "bg-white text-brand-900 hover:bg-brand-50",
        "outline-light": "border border-white/70 text-white hover:bg-white/10",
      },
      size: {
        sm: "min-h-9 px-4 text-sm",
        md: "min-h-11 px-5 text-[0.95rem]",
        lg: "min-h-12 px-7 text-base",
      },
      /** One line (the default), or a long label that wraps onto more lines, centred. */
      wrap: {
        false: "whitespace-nowrap",
        true: "py-2.5 text-center whitespace-normal",
      },
    },
    defaultVariants: { variant: "primary", size: "md", wrap: false },
  },
);

export type ButtonVariants = VariantProps<typeof buttonStyles>;

export function Button({
  className,
  variant,
  size,
  wrap,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonVariants) {
  return <button type={type} className={cx(buttonStyles({ variant, size, wrap }), className)} {...props} />;
}

/** A link that looks like a button; follows SmartLink's rules for external, hash and internal links. */
export function ButtonLink({ className, variant, size, wrap, ...props }: SmartLinkProps & ButtonVariants) {
  return <SmartLink className={cx(buttonStyles({ variant, size, wrap }), className)} {...props} />;
}
