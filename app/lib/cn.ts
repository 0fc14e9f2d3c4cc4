import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names, dropping falsy ones: `cn("px-4", compact && "py-2", className)`.
 * (clsx alone: tailwind-merge, which would also resolve conflicting utilities, measured 7 KiB of
 * brotli JavaScript on every page; our components do not pass conflicting utilities.)
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
