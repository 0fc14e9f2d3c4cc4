import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", "test-results-*/", ".tmp/", ".react-router/", "node_modules/", "public/generated/", "test-results/", "playwright-report/", "screenshots/", "bench/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/no-explicit-any": "error",
      // Links with an accessible name from aria-label are fine; jsx-a11y cannot see through <Link>.
      "jsx-a11y/anchor-has-content": "off",
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // The first Intl formatter on a page loads ICU's locale data: tens of milliseconds of main
    // thread on a phone (docs/decisions/0011). The site's few formats are plain code in lib/format.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-globals": ["error", { name: "Intl", message: "Use ~/lib/format: Intl loads ICU data on the main thread." }],
      "no-restricted-properties": [
        "error",
        ...["toLocaleString", "toLocaleDateString", "toLocaleTimeString", "localeCompare"].map((property) => ({
          property,
          message: "Use ~/lib/format or plain comparison: locale-aware methods load ICU data on the main thread.",
        })),
      ],
    },
  },
);
