import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names, dropping falsy ones, and lets a later Tailwind utility win over an earlier one
 * that sets the same property: `cn("px-4", compact && "px-2", className)`.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
