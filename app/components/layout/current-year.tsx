import { useEffect, useState } from "react";

const BUILD_YEAR = new Date().getFullYear();

/**
 * The year in the copyright line. The prerendered HTML carries the build year; once the page
 * runs, the visitor's clock decides, so a page built in December is right in January.
 */
export function CurrentYear() {
  const [year, setYear] = useState(BUILD_YEAR);
  useEffect(() => setYear(new Date().getFullYear()), []);
  return <span data-testid="current-year">{year}</span>;
}
