import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "build-*/", ".wrangler/", "test-results-*/", ".tmp/", ".react-router/", "node_modules/", "public/generated/", "app/paraglide/", "test-results/", "playwright-report/", "screenshots/", "bench/"] },
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
    // Only code that reaches the browser: the servers in scripts/ may pick a message by name.
    files: ["app/**"],
    rules: {
      // A message picked by a computed key (m[`a.${b}`], m[x ? "a" : "b"]) makes the bundler keep
      // every message of the site, in every language, in every page's JavaScript.
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.name='m'][computed=true][property.type!='Literal']",
          message: "Name the message in full (m[\"area.key\"]); a computed key ships every message to every page.",
        },
      ],
    },
  },
);
