import type { Config } from "@react-router/dev/config";
import { collectionPaths } from "./app/content/collections.server";

export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts of work build side by side; CI and npm start use "build".
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every static route is built to its own index.html, and so is every page the Markdown
  // collections in content/ add (posts, jobs, members, services, projects, blog lists).
  // "/404" is moved to build/client/404.html by scripts/postbuild.mjs so servers can use it as
  // the not-found page.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), ...collectionPaths(), "/404"];
  },
} satisfies Config;
