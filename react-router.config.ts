import type { Config } from "@react-router/dev/config";

export default {
  ssr: false,
  // BUILD_DIR lets parallel checkouts of work build side by side; CI and npm start use "build".
  buildDirectory: process.env.BUILD_DIR || "build",
  // Every static route is built to its own index.html; "/404" is moved to
  // build/client/404.html by scripts/postbuild.mjs so servers can use it as the not-found page.
  async prerender({ getStaticPaths }) {
    return [...getStaticPaths(), "/404"];
  },
} satisfies Config;
