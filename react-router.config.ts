import type { Config } from "@react-router/dev/config";

let advised = false;

export default {
  ssr: false,
  // React Router 8 changes these five defaults. Set to today's behaviour on purpose (which also
  // keeps their notices out of every build and dev start); moving to 8 is its own change.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
  // BUILD_DIR lets parallel checkouts of work build side by side; CI and npm start use "build".
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every static route is built to its own index.html, and so is every page the Markdown
  // collections in content/ add (posts, jobs, members, services, projects, blog lists).
  // "/404" is moved to build/client/404.html by scripts/postbuild.mjs so servers can use it as
  // the not-found page. Reading content/ here stops the build on a broken file, before
  // any page is rendered, and prints the content advice once per build.
  //
  // The content is imported here, when the paths are asked for, not at the top of this file:
  // React Router loads this file several times per build (and in `typegen` and `dev`), and reading
  // content/ each time cost 5.5 s of every build (docs/performance.md, "Test suite time").
  async prerender({ getStaticPaths }) {
    const { adviceReport, contentAdvice } = await import("./app/content/collections/advice.server");
    const { collections, everyLanguage } = await import("./app/content/collections/load.server");
    const { collectionPaths } = await import("./app/content/collections/queries.server");
    const { baseLocale, localizePath } = await import("./app/content/locales");
    // Every language's item pages (an untranslated item's page shows it in English), and its 404.
    // A broken file stops the build with the problems of every file in every language.
    const paths = everyLanguage(collections).flatMap((c) => [
      ...collectionPaths(c),
      ...(c.locale === baseLocale ? [] : [localizePath("/404", c.locale)]),
    ]);
    // React Router asks for the paths once per bundle; the advice is printed once per build.
    if (!advised) console.log(adviceReport(contentAdvice()));
    advised = true;
    return [...getStaticPaths(), ...paths, "/404"];
  },
} satisfies Config;
