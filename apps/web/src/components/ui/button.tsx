import type { ButtonHTMLAttributes } from "react";
import styles from "./button.module.css";

export type ButtonVariant = "primary" | "brand" | "secondary" | "ghost" | "inverse";
export type ButtonSize = "small" | "medium" | "large";

type ButtonStyle = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean; className?: string };

/** Class names of a button look, for links styled as buttons too. */
export function buttonClass({ variant = "primary", size = "medium", block = false, className }: ButtonStyle = {}): string {
  return [styles.button, styles[variant], size !== "medium" && styles[size], block && styles.block, className].filter(Boolean).join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonStyle;

export function Button({ variant, size, block, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClass({ variant, size, block, className })} {...props} />;
}
